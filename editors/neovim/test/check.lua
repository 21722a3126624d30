-- Headless Neovim check of a di-lsp set-up, with the real di-lsp on PATH. Run as
--   DI_SETUP=<set-up file> DI_WORKSPACE=<copy of Examples/Mistakes in a git repo> \
--     nvim --headless -u NONE -i NONE -c 'luafile check.lua'
-- It loads the set-up exactly as a user's init.lua would, opens Help.swift, waits for the diagnostics
-- of the opened file and of the unopened Feed.swift, then runs vim.lsp.buf.definition() on the
-- requirement `network` and expects the cursor on the provider in Root.swift. DI_ALSO may name more
-- set-up files to load first (sourcekit-lsp beside di-lsp); DI_EXPECT_CLIENTS lists the client names
-- that must be attached, DI_EXPECT_SOURCE a diagnostic source they must publish beside "di";
-- DI_GO_TO=gp uses the `gp` mapping of go-to-provider.lua instead of vim.lsp.buf.definition(). Prints one "ok"/"not ok" line per expectation and exits non-zero on failure.
local harness = dofile(vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':h') .. '/harness.lua')
local workspace, report, find_diagnostic = harness.workspace, harness.report, harness.find_diagnostic
local timeout_ms, di_diagnostics = harness.timeout_ms, harness.di_diagnostics
local function finish()
  harness.finish('neovim check')
end

vim.cmd('filetype on')
for extra in (vim.env.DI_ALSO or ''):gmatch('[^:]+') do
  dofile(extra)
end
dofile(harness.setup)
vim.cmd.edit(vim.fn.fnameescape(workspace .. '/Help.swift'))
report(vim.bo.filetype == 'swift', 'Help.swift has filetype swift', vim.bo.filetype)

-- 1. The client starts with the workspace root found from the markers.
local client = harness.wait_for_client('di_lsp attached and initialized')
if not client then
  return finish()
end
report(vim.fs.normalize(client.root_dir or '') == vim.fs.normalize(workspace), 'root directory is the workspace',
  client.root_dir)
for name in (vim.env.DI_EXPECT_CLIENTS or ''):gmatch('[^,]+') do
  local other = vim.wait(timeout_ms, function()
    local other_client = vim.lsp.get_clients({ bufnr = 0, name = name })[1]
    return other_client ~= nil and other_client.initialized
  end, 50)
  report(other, name .. ' attached to the same buffer and initialized')
end

-- 2. Diagnostics, for the open file and pushed for a file nobody opened.
local expected = {
  { 'Help.swift', 'missing-dependency', 6, 'no ancestor provides `user: User` to HelpComponent' },
  { 'Feed.swift', 'mistyped-dependency', 5, 'RootComponent provides `session: Session`' },
  { 'Feed.swift', 'inaccessible-dependency', 7, 'is private' },
  { 'Feed.swift', 'unknown-dependency-protocol', 13, '`SettingDependency`' },
  { 'Feed.swift', 'unreachable-component', 13, 'SettingsComponent is never created' },
}
harness.expect_diagnostics(expected)
local missing = find_diagnostic(unpack(expected[1]))
report(missing ~= nil and missing.severity == vim.diagnostic.severity.ERROR, 'missing-dependency is an error')
report(#di_diagnostics('Root.swift') == 0, 'Root.swift has no di diagnostics')
if vim.env.DI_EXPECT_SOURCE then -- another server's diagnostics in the same buffer, beside di's
  local other_found
  vim.wait(timeout_ms, function()
    for _, diagnostic in ipairs(vim.diagnostic.get(harness.buffer_for('Help.swift'))) do
      if diagnostic.source == vim.env.DI_EXPECT_SOURCE then
        other_found = diagnostic
        return true
      end
    end
  end, 50)
  report(other_found ~= nil, 'a ' .. vim.env.DI_EXPECT_SOURCE .. ' diagnostic in Help.swift too',
    other_found and other_found.message)
end

-- 3. Go to the provider: `network` in HelpDependency (Help.swift:5) is provided at Root.swift:5.
vim.api.nvim_win_set_cursor(0, { 5, 8 })
report(vim.fn.expand('<cword>') == 'network', 'cursor on the requirement `network`', vim.fn.expand('<cword>'))
-- Hover on the same requirement: how it resolves on each branch (asked of di-lsp alone).
local hover = vim.lsp.buf_request_sync(0, 'textDocument/hover',
  vim.lsp.util.make_position_params(0, client.offset_encoding), timeout_ms)
local hover_result = hover and hover[client.id] and hover[client.id].result
local hover_text = hover_result and hover_result.contents and (hover_result.contents.value or vim.inspect(hover_result.contents))
report(hover_text ~= nil and hover_text:find('`network: Network` from RootComponent', 1, true) ~= nil,
  'hover says where `network` comes from', hover_text and hover_text:gsub('\n+', ' | '))
if vim.env.DI_GO_TO == 'gp' then
  vim.cmd.normal('gp') -- the mapping of go-to-provider.lua, loaded through DI_ALSO
else
  vim.lsp.buf.definition()
end
local jumped = vim.wait(timeout_ms, function()
  return vim.fs.basename(vim.api.nvim_buf_get_name(0)) == 'Root.swift'
end, 50)
local row, column = unpack(vim.api.nvim_win_get_cursor(0))
report(jumped and row == 5, 'definition moved the cursor to Root.swift line 5',
  ('%s:%d:%d'):format(vim.fs.basename(vim.api.nvim_buf_get_name(0)), row, column + 1))
report(jumped and vim.api.nvim_get_current_line():find('var network: Network', 1, true) ~= nil, 'the line is the provider',
  vim.trim(vim.api.nvim_get_current_line()))

-- 4. An edit made outside the editor (Feed.swift is not open): di-lsp registered file watchers, Neovim reports
-- the change, and the mistyped `session: Session?` fixed on disk loses its diagnostic.
local feed_path = workspace .. '/Feed.swift'
local feed = io.open(feed_path):read('*a')
local fixed = feed:gsub('var session: Session%? { get }', 'var session: Session { get }')
report(fixed ~= feed, 'Feed.swift edited on disk')
local file = io.open(feed_path, 'w')
file:write(fixed)
file:close()
local picked_up = vim.wait(timeout_ms, function()
  return find_diagnostic('Feed.swift', 'mistyped-dependency', 5, 'RootComponent provides') == nil
end, 50)
report(picked_up, 'the external edit of Feed.swift was picked up (its mistyped-dependency is gone)')
report(find_diagnostic('Feed.swift', 'inaccessible-dependency', 7, 'is private') ~= nil, 'the rest of Feed.swift is still checked')

-- 5. A new file in a sub-folder, written outside the editor. Without inotify-tools Neovim 0.11 watches the root folder
-- only and reports nothing; di-lsp's own look at the disk (every few seconds, and on save) finds it.
vim.fn.mkdir(workspace .. '/Features/Stories', 'p')
local story = io.open(workspace .. '/Features/Stories/Story.swift', 'w')
story:write('import DIRuntime\n\nfinal class StoryComponent: Component<EmptyDependency> {}\n')
story:close()
local found_story = vim.wait(timeout_ms, function()
  return find_diagnostic('Features/Stories/Story.swift', 'unreachable-component', 3, 'StoryComponent is never created') ~= nil
end, 100)
report(found_story, 'a file written in a sub-folder outside the editor is checked (unreachable-component)',
  vim.fn.executable('inotifywait') == 1 and 'inotify-tools is installed' or 'without inotify-tools')

finish()
