-- What the headless Neovim checks (check.lua, check-features.lua, check-swinject.lua) share: the environment they
-- run with (DI_WORKSPACE, DI_SETUP, DI_TIMEOUT_MS), one "ok"/"not ok" line per expectation, the diagnostics di-lsp
-- published for a file, and the waits for the client and for expected diagnostics. Each check loads it from its
-- own folder: dofile(vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':h') .. '/harness.lua').
local M = {}
M.workspace = assert(vim.env.DI_WORKSPACE, 'DI_WORKSPACE is not set')
M.setup = assert(vim.env.DI_SETUP, 'DI_SETUP is not set')
M.timeout_ms = tonumber(vim.env.DI_TIMEOUT_MS or '20000')
M.failures = 0

function M.report(passed, what, detail)
  if not passed then
    M.failures = M.failures + 1
  end
  io.stdout:write(('%s - %s%s\n'):format(passed and 'ok' or 'not ok', what, detail and (': ' .. detail) or ''))
end

--- Prints "<name>: N failure(s)" and quits, non-zero on failure.
function M.finish(name)
  io.stdout:write(('%s: %d failure(s)\n'):format(name, M.failures))
  vim.cmd(M.failures == 0 and 'qall!' or 'cquit! 1')
end

function M.buffer_for(name)
  return vim.uri_to_bufnr(vim.uri_from_fname(M.workspace .. '/' .. name))
end

--- The diagnostics di-lsp published for a file (source "di"), whether or not the file is open.
function M.di_diagnostics(name)
  local result = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(M.buffer_for(name))) do
    if diagnostic.source == 'di' then
      table.insert(result, diagnostic)
    end
  end
  return result
end

function M.find_diagnostic(name, code, line, message_part)
  for _, diagnostic in ipairs(M.di_diagnostics(name)) do
    if diagnostic.code == code and diagnostic.lnum + 1 == line and diagnostic.message:find(message_part, 1, true) then
      return diagnostic
    end
  end
end

--- Waits for the di_lsp client of the current buffer to be initialized; reports it as `what`, returns the client.
function M.wait_for_client(what)
  local attached = vim.wait(M.timeout_ms, function()
    local client = vim.lsp.get_clients({ bufnr = 0, name = 'di_lsp' })[1]
    return client ~= nil and client.initialized
  end, 50)
  M.report(attached, what)
  return vim.lsp.get_clients({ bufnr = 0, name = 'di_lsp' })[1]
end

--- Waits until every `{ file, code, line, message part }` of `expected` is published, then reports each.
function M.expect_diagnostics(expected)
  vim.wait(M.timeout_ms, function()
    for _, item in ipairs(expected) do
      if not M.find_diagnostic(unpack(item)) then
        return false
      end
    end
    return true
  end, 50)
  for _, item in ipairs(expected) do
    local found = M.find_diagnostic(unpack(item))
    M.report(found ~= nil, ('%s:%d %s'):format(item[1], item[3], item[2]), found and found.message)
  end
end

return M
