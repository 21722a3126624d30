-- Headless Neovim check of di-lsp's graph features, as a user sees them, with di-lsp-features.lua
-- loaded beside the set-up. Run as check.lua is (neovim.sh): DI_SETUP, DI_WORKSPACE (Examples/Mistakes plus
-- Tracking.swift), DI_ALSO=di-lsp-features.lua. Asserts the rendered inlay hints and code lenses (extmarks), the lens
-- command's quickfix list, call and type hierarchy lists, rename across files and its refusal, a refresh redrawing a
-- hint after an edit in another window, and :DiLspGraph's file. Prints one "ok"/"not ok" line per expectation.
local harness = dofile(vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':h') .. '/harness.lua')
local workspace, report, timeout_ms = harness.workspace, harness.report, harness.timeout_ms
local function finish()
  harness.finish('neovim features check')
end

--- The virtual text drawn in a buffer (inlay hints inline, code lenses at the end of lines), by 1-based line.
local function virtual_text(bufnr)
  vim.cmd('redraw!')
  local lines = {}
  for _, mark in ipairs(vim.api.nvim_buf_get_extmarks(bufnr, -1, 0, -1, { details = true })) do
    local text = ''
    for _, chunk in ipairs(mark[4].virt_text or {}) do
      text = text .. chunk[1]
    end
    if text ~= '' then
      local line = mark[2] + 1
      lines[line] = (lines[line] and (lines[line] .. ' ') or '') .. vim.trim(text)
    end
  end
  return lines
end

local function wait_for_text(bufnr, line, expected)
  local found = vim.wait(timeout_ms, function()
    return (virtual_text(bufnr)[line] or ''):find(expected, 1, true) ~= nil
  end, 100)
  return found, virtual_text(bufnr)[line]
end

local function goto_text(line, text)
  local column = vim.api.nvim_buf_get_lines(0, line - 1, line, false)[1]:find(text, 1, true)
  vim.api.nvim_win_set_cursor(0, { line, column - 1 })
end

local function quickfix()
  return vim.tbl_map(function(item)
    return ('%s:%d %s'):format(vim.fs.basename(vim.api.nvim_buf_get_name(item.bufnr)), item.lnum, item.text)
  end, vim.fn.getqflist())
end

local function wait_for_quickfix(title)
  vim.wait(timeout_ms, function()
    return vim.fn.getqflist({ title = 0 }).title == title and #vim.fn.getqflist() > 0
  end, 50)
  return quickfix()
end

-- What Neovim would show in the message area (errors from the server among them), kept for the checks.
local notifications = {}
vim.notify = function(message)
  table.insert(notifications, message)
end

vim.cmd('filetype on')
for extra in (vim.env.DI_ALSO or ''):gmatch('[^:]+') do
  dofile(extra)
end
dofile(harness.setup)
vim.cmd.edit(vim.fn.fnameescape(workspace .. '/Help.swift'))
local help = vim.api.nvim_get_current_buf()
local attached = harness.wait_for_client('di_lsp attached and initialized') ~= nil
if not attached then
  return finish()
end

-- 1. Inlay hints after each requirement, drawn inline.
local found, text = wait_for_text(help, 5, '← RootComponent (2 up)')
report(found, 'Help.swift:5 shows where `network` comes from', text)
found, text = wait_for_text(help, 6, '← LoggedInComponent, unresolved on 1 branch')
report(found, 'Help.swift:6 shows `user` resolving on one branch only', text)

-- 2. Code lenses above the component, and the lens's command listing where it is created.
found, text = wait_for_text(help, 9, '0 consumers | 2 paths')
report(found, 'Help.swift:9 has the lenses `0 consumers | 2 paths`', text)
local select = vim.ui.select
vim.ui.select = function(items, options, on_choice)
  for _, item in ipairs(items) do
    if (options.format_item and options.format_item(item) or tostring(item)):find('2 paths', 1, true) then
      return on_choice(item)
    end
  end
  on_choice(nil)
end
vim.api.nvim_win_set_cursor(0, { 9, 0 })
vim.lsp.codelens.run()
local items = wait_for_quickfix('2 paths')
report(#items == 2 and items[1]:find('^Root.swift:13 ') ~= nil and items[2]:find('^Root.swift:18 ') ~= nil,
  'running the `2 paths` lens lists both creations', table.concat(items, ', '))
vim.ui.select = select
vim.cmd('cclose')

-- 3. Call hierarchy: HelpComponent's parents; the root's children.
goto_text(9, 'HelpComponent')
vim.lsp.buf.incoming_calls()
items = wait_for_quickfix('LSP call hierarchy')
report(vim.deep_equal(items, { 'Root.swift:13 LoggedOutComponent', 'Root.swift:18 LoggedInComponent' }),
  'incoming calls of HelpComponent are its parents', table.concat(items, ', '))
vim.cmd('cclose')
vim.fn.setqflist({}, 'r', { title = 'cleared', items = {} })
vim.cmd.edit(vim.fn.fnameescape(workspace .. '/Root.swift'))
goto_text(3, 'RootComponent')
vim.lsp.buf.outgoing_calls()
items = wait_for_quickfix('LSP call hierarchy')
report(vim.deep_equal(items, { 'Root.swift:8 LoggedOutComponent', 'Root.swift:9 LoggedInComponent' }),
  'outgoing calls of RootComponent are its children', table.concat(items, ', '))
vim.cmd('cclose')

-- 4. Type hierarchy over dependency-protocol inheritance (Tracking.swift).
vim.cmd.edit(vim.fn.fnameescape(workspace .. '/Tracking.swift'))
vim.wait(timeout_ms, function() return #vim.lsp.get_clients({ bufnr = 0, name = 'di_lsp' }) > 0 end, 50)
goto_text(7, 'AuditDependency')
vim.fn.setqflist({}, 'r', { title = 'cleared', items = {} })
vim.lsp.buf.typehierarchy('supertypes')
items = wait_for_quickfix('LSP type hierarchy')
report(#items == 1 and items[1]:find('Tracking.swift:3 TrackingDependency', 1, true) ~= nil, 'supertypes of AuditDependency',
  table.concat(items, ', '))
vim.cmd('cclose')

-- 5. Rename `network` from its requirement: the root's provider changes too; a bad name is refused.
vim.cmd.buffer(help)
goto_text(5, 'network')
vim.lsp.buf.rename('connection')
local root = vim.fn.bufadd(workspace .. '/Root.swift')
local renamed = vim.wait(timeout_ms, function()
  return vim.api.nvim_buf_get_lines(help, 4, 5, false)[1]:find('var connection: Network', 1, true) ~= nil
    and vim.api.nvim_buf_get_lines(root, 4, 5, false)[1]:find('var connection: Network', 1, true) ~= nil
end, 50)
report(renamed, 'rename changed the requirement and the root\'s provider',
  vim.trim(vim.api.nvim_buf_get_lines(root, 4, 5, false)[1]))
goto_text(5, 'connection')
vim.lsp.buf.rename('2fa')
local refused = vim.wait(timeout_ms, function()
  for _, message in ipairs(notifications) do
    if message:find('not a valid Swift identifier', 1, true) then
      return true
    end
  end
end, 50)
report(refused, 'renaming to `2fa` is refused with the reason', notifications[#notifications])

-- 6. Refresh: remove the root's provider in another window; Help.swift's hint is redrawn.
vim.cmd('silent write')
vim.cmd.split()
vim.cmd.buffer(root)
vim.cmd('silent write')
goto_text(5, 'connection')
vim.cmd('normal! dd')
found, text = wait_for_text(help, 5, '← missing')
report(found, 'after removing the provider in Root.swift, Help.swift:5 shows `← missing`', text)
vim.cmd('silent normal! u')
vim.cmd('close')

-- 6b. The same while Help.swift is hidden: Neovim 0.11 refreshes only buffers shown in a window, so when it comes
-- back its hints must be asked again (di-lsp-features.lua does on BufWinEnter), never beside a contradicting error.
vim.o.hidden = true
vim.cmd.buffer(root)
vim.cmd('silent edit!') -- as written before step 6 removed the provider
local provider_line = vim.fn.search('var connection', 'nw')
report(provider_line > 0, 'Root.swift has its provider of `connection`', 'line ' .. provider_line)
local provider_text = vim.api.nvim_buf_get_lines(root, provider_line - 1, provider_line, false)[1]
vim.cmd.buffer(help)
wait_for_text(help, 5, '← RootComponent')
vim.cmd.buffer(root)
vim.api.nvim_buf_set_lines(root, provider_line - 1, provider_line, false, {})
local diagnosed = vim.wait(timeout_ms, function()
  for _, diagnostic in ipairs(vim.diagnostic.get(help)) do
    if diagnostic.lnum == 4 and diagnostic.code == 'missing-dependency' then return true end
  end
end, 50)
vim.cmd.buffer(help)
found, text = wait_for_text(help, 5, '← missing')
report(diagnosed and found, 'Help.swift hidden while the provider went: shown again, line 5 says `← missing`', text)
vim.cmd.buffer(root)
vim.api.nvim_buf_set_lines(root, provider_line - 1, provider_line - 1, false, { provider_text })
local cleared = vim.wait(timeout_ms, function()
  for _, diagnostic in ipairs(vim.diagnostic.get(help)) do
    if diagnostic.lnum == 4 and diagnostic.code == 'missing-dependency' then return false end
  end
  return true
end, 50)
vim.cmd.buffer(help)
found, text = wait_for_text(help, 5, '← RootComponent')
report(cleared and found, 'and `← RootComponent` again once the provider is back, hidden meanwhile', text)

-- 7. :DiLspGraph writes the graph of the component under the cursor and opens it.
vim.cmd.buffer(help)
goto_text(9, 'HelpComponent')
vim.cmd('DiLspGraph')
local opened = vim.wait(timeout_ms, function() return vim.api.nvim_buf_get_name(0):match('%.dot$') ~= nil end, 50)
local graph = table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), '\n')
report(opened and graph:find('digraph components', 1, true) ~= nil, ':DiLspGraph opened a DOT file', vim.api.nvim_buf_get_name(0))
report(graph:find('"HelpComponent.user" [label="user: User', 1, true) ~= nil and graph:find('"LoggedOutComponent" -> "HelpComponent"', 1, true) ~= nil
  and graph:find('FeedComponent', 1, true) == nil, 'it has HelpComponent\'s ancestors and its missing requirement, not its siblings')
vim.cmd('close')
vim.cmd('DiLspGraph mermaid')
opened = vim.wait(timeout_ms, function() return vim.api.nvim_buf_get_name(0):match('%.mmd$') ~= nil end, 50)
graph = table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), '\n')
report(opened and graph:find('graph TD', 1, true) ~= nil and graph:find('class HelpComponent error', 1, true) ~= nil,
  ':DiLspGraph mermaid opened a Mermaid file')

finish()
