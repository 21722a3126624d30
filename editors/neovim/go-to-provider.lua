-- `gp`: go to the provider, asking di-lsp alone. With sourcekit-lsp attached too, the built-in
-- vim.lsp.buf.definition() asks both servers and shows their answers together in a list (sourcekit-lsp
-- answers the declaration under the cursor); this mapping asks only di-lsp and jumps straight there.
vim.keymap.set('n', 'gp', function()
  local client = vim.lsp.get_clients({ bufnr = 0, name = 'di_lsp' })[1]
  if not client then
    return vim.notify('di-lsp is not attached to this buffer', vim.log.levels.WARN)
  end
  local params = vim.lsp.util.make_position_params(0, client.offset_encoding)
  client:request('textDocument/definition', params, function(err, result)
    if err or not result or vim.tbl_isempty(result) then
      return vim.notify('di-lsp: no provider here', vim.log.levels.INFO)
    end
    local locations = vim.islist(result) and result or { result }
    if #locations == 1 then
      vim.lsp.util.show_document(locations[1], client.offset_encoding, { focus = true })
    else -- one per distinct provider when branches resolve differently
      vim.fn.setqflist({}, ' ', {
        title = 'di-lsp providers',
        items = vim.lsp.util.locations_to_items(locations, client.offset_encoding),
      })
      vim.cmd('copen')
    end
  end)
end, { desc = 'di-lsp: go to the provider' })
