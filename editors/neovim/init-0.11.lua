-- di-lsp in Neovim 0.11+, the `vim.lsp.config` + `vim.lsp.enable` form, all in init.lua.
-- (Alternatively copy lsp/di_lsp.lua into ~/.config/nvim/lsp/ and keep only the `enable` line.)
vim.lsp.config('di_lsp', {
  cmd = { 'di-lsp' },                 -- on PATH after `make install`; or an absolute path
  filetypes = { 'swift' },
  root_markers = { '.di-lsp.json', 'Package.swift', '.git' },
  -- Neovim watches files on Linux only when the server may register watchers: without this, edits made
  -- outside the editor (git checkout, a formatter, .di-lsp.json) are never seen.
  capabilities = vim.tbl_deep_extend('force', vim.lsp.protocol.make_client_capabilities(),
    { workspace = { didChangeWatchedFiles = { dynamicRegistration = true } } }),
})
-- Errors and warnings at the end of their lines, not only in the sign column (0.11 shows none by default).
vim.diagnostic.config({ virtual_text = true })
vim.lsp.enable('di_lsp')
