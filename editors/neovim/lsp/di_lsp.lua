-- di-lsp for Neovim 0.11+: put this file in a `lsp/` folder on 'runtimepath' (for example
-- ~/.config/nvim/lsp/di_lsp.lua) and call `vim.lsp.enable('di_lsp')` in init.lua.
-- Neovim merges it with any `vim.lsp.config('di_lsp', {...})` you add, and starts one di-lsp per
-- workspace root beside any other Swift server (sourcekit-lsp): each client attaches on its own.
return {
  cmd = { 'di-lsp' },
  filetypes = { 'swift' },
  -- The first marker found upwards from the file names the workspace root that di-lsp checks whole.
  -- `.di-lsp.json` comes first so a config file in a sub-folder of a larger repository wins.
  root_markers = { '.di-lsp.json', 'Package.swift', '.git' },
  -- Neovim watches files on Linux only when the server may register watchers: without this, edits made
  -- outside the editor (git checkout, a formatter, .di-lsp.json) are never seen.
  capabilities = vim.tbl_deep_extend('force', vim.lsp.protocol.make_client_capabilities(),
    { workspace = { didChangeWatchedFiles = { dynamicRegistration = true } } }),
}
