-- di-lsp in Neovim 0.9 and 0.10 (works in 0.11 too): the older `vim.lsp.start` form. `vim.lsp.start`
-- reuses a running client with the same name and root, so this starts one di-lsp per workspace.
local root_markers = { '.di-lsp.json', 'Package.swift', '.git' }

vim.api.nvim_create_autocmd('FileType', {
  pattern = 'swift',
  group = vim.api.nvim_create_augroup('di_lsp', { clear = true }),
  callback = function(event)
    local file = vim.api.nvim_buf_get_name(event.buf)
    -- vim.fs.root exists only from 0.10; vim.fs.find works from 0.8. The markers are searched in
    -- order of preference: the first kind of marker found upwards wins.
    local root
    for _, marker in ipairs(root_markers) do
      local found = vim.fs.find(marker, { upward = true, path = vim.fs.dirname(file) })[1]
      if found then
        root = vim.fs.dirname(found)
        break
      end
    end
    vim.lsp.start({
      name = 'di_lsp',
      cmd = { 'di-lsp' },
      root_dir = root or vim.fs.dirname(file),
      -- Edits made outside the editor reach di-lsp only through watchers it registers (off by default on Linux).
      capabilities = vim.tbl_deep_extend('force', vim.lsp.protocol.make_client_capabilities(),
        { workspace = { didChangeWatchedFiles = { dynamicRegistration = true } } }),
    }, { bufnr = event.buf })
  end,
})
