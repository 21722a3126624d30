-- sourcekit-lsp beside di-lsp (Neovim 0.11+). Neovim attaches every enabled server whose filetypes
-- match, so a Swift buffer gets both: sourcekit-lsp for the language, di-lsp for the DI graph.
-- nvim-lspconfig users already have this as `vim.lsp.enable('sourcekit')`.
vim.lsp.config('sourcekit_lsp', {
  cmd = { 'sourcekit-lsp' },
  filetypes = { 'swift' },
  root_markers = { 'Package.swift', '.git' },
})
vim.lsp.enable('sourcekit_lsp')
