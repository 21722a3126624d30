-- di-lsp in Neovim 0.11+, the `vim.lsp.config` + `vim.lsp.enable` form, all in init.lua.
-- (Alternatively copy lsp/di_lsp.lua into ~/.config/nvim/lsp/ and keep only the `enable` line.)
vim.lsp.config('di_lsp', {
  cmd = { 'di-lsp' },                 -- on PATH after `make install`; or an absolute path
  filetypes = { 'swift' },
  root_markers = { '.di-lsp.json', 'Package.swift', '.git' },
})
vim.lsp.enable('di_lsp')
