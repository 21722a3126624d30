-- Headless Neovim check of di-lsp on Swinject code: a missing registration shown as the user sees it.
-- Run as check.lua is (neovim.sh), with DI_WORKSPACE a copy of Examples/SwinjectApp in a git repository. Opens
-- FeedAssembly.swift, waits for the `unregistered-service` diagnostic on `resolve(Analytics.self)` and for those
-- pushed for the unopened AppDelegate.swift and SettingsFlow.swift (a child container's registration resolved from
-- its parent), reads the hover of `resolve(ArticleStore.self, name: "remote")`, then
-- goes to the definition of the resolve in FeedViewController's factory and expects the `FeedViewModel`
-- registration. Prints one "ok"/"not ok" line per expectation.
local harness = dofile(vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':h') .. '/harness.lua')
local workspace, report, find_diagnostic = harness.workspace, harness.report, harness.find_diagnostic
local timeout_ms = harness.timeout_ms
local function finish()
  harness.finish('neovim swinject check')
end

vim.cmd('filetype on')
dofile(harness.setup)
vim.cmd.edit(vim.fn.fnameescape(workspace .. '/FeedAssembly.swift'))
local client = harness.wait_for_client('di_lsp attached to a Swinject assembly')
if not client then
  return finish()
end

local expected = {
  { 'FeedAssembly.swift', 'unregistered-service', 10, 'nothing registers `Analytics`' },
  { 'FeedAssembly.swift', 'mismatched-arguments', 14, 'resolved with 0 arguments, but its registration takes 1' },
  { 'AppDelegate.swift', 'unregistered-service', 12, 'its registrations have name "remote"' },
  { 'SettingsFlow.swift', 'unregistered-service', 20, 'registered only in containers that `Containers.shared` cannot reach' },
}
harness.expect_diagnostics(expected)
local missing = find_diagnostic(unpack(expected[1]))
report(missing ~= nil and missing.severity == vim.diagnostic.severity.ERROR, 'the missing registration is an error')

-- Hover on the named resolve (line 9): the registration that serves it.
vim.api.nvim_win_set_cursor(0, { 9, (vim.fn.getline(9):find('resolve', 1, true)) })
local hover = vim.lsp.buf_request_sync(0, 'textDocument/hover',
  vim.lsp.util.make_position_params(0, client.offset_encoding), timeout_ms)
local hover_result = hover and hover[client.id] and hover[client.id].result
local hover_text = hover_result and hover_result.contents and (hover_result.contents.value or vim.inspect(hover_result.contents))
report(hover_text ~= nil and hover_text:find('register(ArticleStore.self, name: "remote")', 1, true) ~= nil,
  'hover names the registration that serves the resolve', hover_text and hover_text:gsub('\n+', ' | '))

-- Definition of `resolve(FeedViewModel.self)` (line 14): the registration on line 6.
vim.api.nvim_win_set_cursor(0, { 14, (vim.fn.getline(14):find('resolve', 1, true)) })
vim.lsp.buf.definition()
local moved = vim.wait(timeout_ms, function()
  return vim.api.nvim_win_get_cursor(0)[1] == 6
end, 50)
report(moved and vim.api.nvim_get_current_line():find('register(FeedViewModel.self)', 1, true) ~= nil,
  'definition moved the cursor to the registration', vim.trim(vim.api.nvim_get_current_line()))
finish()
