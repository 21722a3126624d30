-- di-lsp's graph features in Neovim 0.11, beside the set-up (init-0.11.lua or lsp/di_lsp.lua):
--   * inlay hints on in di-lsp's buffers: after a requirement where it comes from (`← RootComponent (2 up)`),
--     after a provider how many components read it; `workspace/inlayHint/refresh` redraws them after edits elsewhere;
--   * code lenses above components and providers (`1 consumer | 2 paths`, `provided to 3 components`), refreshed on
--     entering a buffer, after edits in it (normal mode too) and when an edit elsewhere changes them; `vim.lsp.codelens.run()` on the line lists the places in the quickfix window;
--   * :DiLspGraph [dot|mermaid]: the component under the cursor with its ancestors and descendants, written to a
--     file and opened (then `:!dot -Tsvg % -o graph.svg`, or paste Mermaid into a Markdown file or mermaid.live).
-- Load it from init.lua: `dofile('/path/to/editors/neovim/di-lsp-features.lua')`.
-- Call hierarchy (`vim.lsp.buf.incoming_calls()`: parents, `outgoing_calls()`: children), type hierarchy
-- (`vim.lsp.buf.typehierarchy('supertypes')`) and rename (`vim.lsp.buf.rename()`) need nothing here.

-- A lens's command (uri, position, what it counts) is run on the server, which answers the places to list.
vim.lsp.commands['di-lsp.showReferences'] = function(command, context)
  local client = vim.lsp.get_client_by_id(context.client_id)
  if not client then
    return
  end
  local request = { command = command.command, arguments = command.arguments }
  client:request('workspace/executeCommand', request, function(err, locations)
    if err then
      vim.notify('di-lsp: ' .. err.message, vim.log.levels.WARN)
      return
    end
    local items = vim.lsp.util.locations_to_items(locations or {}, client.offset_encoding)
    vim.fn.setqflist({}, ' ', { title = command.title, items = items })
    if #items > 0 then
      vim.cmd('botright copen')
    else
      vim.notify(command.title .. ': nothing to list')
    end
  end, context.bufnr)
end

-- Neovim 0.11.4 redraws hints and lenses after an edit elsewhere only with help (seen on screen, in tmux):
--   * on `workspace/inlayHint/refresh` it marks the shown lines drawn before the new hints arrive, so an undo in
--     another window leaves `← missing` beside a requirement the diagnostics say is provided; asking afresh
--     (disable, enable) draws the answer;
--   * it neither advertises nor handles `workspace/codeLens/refresh`, so another window's lenses keep old counts.
-- Both handlers are di-lsp's own client's, through its configuration (the `lsp/di_lsp.lua` form too).
vim.lsp.config('di_lsp', {
  capabilities = { workspace = { codeLens = { refreshSupport = true } } },
  handlers = {
    ['workspace/inlayHint/refresh'] = function(_, _, ctx)
      for _, bufnr in ipairs(vim.lsp.get_buffers_by_client_id(ctx.client_id)) do
        if vim.fn.bufwinid(bufnr) ~= -1 and vim.lsp.inlay_hint.is_enabled({ bufnr = bufnr }) then
          vim.lsp.inlay_hint.enable(false, { bufnr = bufnr })
          vim.lsp.inlay_hint.enable(true, { bufnr = bufnr })
        end
      end
      return vim.NIL
    end,
    ['workspace/codeLens/refresh'] = function(_, _, ctx)
      for _, bufnr in ipairs(vim.lsp.get_buffers_by_client_id(ctx.client_id)) do
        if vim.api.nvim_buf_is_loaded(bufnr) then
          vim.lsp.codelens.refresh({ bufnr = bufnr })
        end
      end
      return vim.NIL
    end,
  },
})

vim.api.nvim_create_autocmd('LspAttach', {
  group = vim.api.nvim_create_augroup('di_lsp_features', { clear = true }),
  callback = function(event)
    local client = vim.lsp.get_client_by_id(event.data.client_id)
    if not client or client.name ~= 'di_lsp' then
      return
    end
    vim.lsp.inlay_hint.enable(true, { bufnr = event.buf })
    vim.lsp.codelens.refresh({ bufnr = event.buf })
    local group = vim.api.nvim_create_augroup('di_lsp_codelens_' .. event.buf, { clear = true })
    -- TextChanged: an edit in normal mode (`dd`, `u`) clears the lenses of the lines it touches.
    vim.api.nvim_create_autocmd({ 'BufEnter', 'InsertLeave', 'BufWritePost', 'TextChanged' }, {
      group = group,
      buffer = event.buf,
      callback = function()
        vim.lsp.codelens.refresh({ bufnr = event.buf })
      end,
    })
    -- Neovim 0.11 answers workspace/inlayHint/refresh for buffers shown in a window only: a buffer hidden while
    -- another file's edit changed its hints would come back with the old ones, beside diagnostics that say
    -- otherwise. Asking again whenever it is shown keeps them current.
    vim.api.nvim_create_autocmd('BufWinEnter', {
      group = group,
      buffer = event.buf,
      callback = function()
        if vim.lsp.inlay_hint.is_enabled({ bufnr = event.buf }) then
          vim.lsp.inlay_hint.enable(false, { bufnr = event.buf })
          vim.lsp.inlay_hint.enable(true, { bufnr = event.buf })
        end
      end,
    })
  end,
})

vim.api.nvim_create_user_command('DiLspGraph', function(options)
  local format = options.args ~= '' and options.args or 'dot'
  local client = vim.lsp.get_clients({ bufnr = 0, name = 'di_lsp' })[1]
  if not client then
    vim.notify('di-lsp is not running for this buffer', vim.log.levels.WARN)
    return
  end
  local params = vim.lsp.util.make_position_params(0, client.offset_encoding)
  local request = { command = 'di-lsp.graph', arguments = { params.textDocument.uri, params.position, format } }
  client:request('workspace/executeCommand', request, function(err, result)
    if err then
      vim.notify('di-lsp: ' .. err.message, vim.log.levels.WARN)
      return
    end
    local path = vim.fn.tempname() .. (format == 'mermaid' and '.mmd' or '.dot')
    vim.fn.writefile(vim.split(result, '\n', { plain = true }), path)
    vim.cmd.split(vim.fn.fnameescape(path))
  end, 0)
end, { nargs = '?', complete = function() return { 'dot', 'mermaid' } end, desc = 'di-lsp: graph of the component under the cursor' })
