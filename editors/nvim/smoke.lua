-- smoke.lua: a headless Neovim session with rulec.lua, run by lsp's
-- TestNeovimSession: `nvim --headless -u NONE -c 'luafile smoke.lua' FILE`.
-- It waits for the diagnostics of FILE, then asks for a hover, a definition
-- and a formatting at the line and column given in $RULEC_AT, and writes
-- what came back, one fact a line, to $RULEC_OUT.
local out = {}
local function say(s) table.insert(out, s) end
local function finish()
  vim.fn.writefile(out, os.getenv('RULEC_OUT'))
  vim.cmd('qall!')
end

vim.cmd('filetype on') -- -u NONE leaves it off; a normal init has it
dofile(os.getenv('RULEC_LUA'))
vim.cmd('edit ' .. vim.fn.fnameescape(os.getenv('RULEC_FILE')))

local function attached() return #vim.lsp.buf_get_clients(0) > 0 end
if not vim.wait(20000, attached, 50) then
  say('no client attached')
  return finish()
end
vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 50)
for _, d in ipairs(vim.diagnostic.get(0)) do
  say(string.format('diagnostic %d:%d %s', d.lnum + 1, d.col + 1, d.message))
end

local line, col = os.getenv('RULEC_AT'):match('(%d+):(%d+)')
local params = {
  textDocument = { uri = vim.uri_from_bufnr(0) },
  position = { line = tonumber(line) - 1, character = tonumber(col) - 1 },
}
local function ask(method, p)
  local res = vim.lsp.buf_request_sync(0, method, p, 20000) or {}
  for _, r in pairs(res) do
    if r.result then return r.result end
  end
end
local hover = ask('textDocument/hover', params)
if hover then
  say('hover ' .. hover.contents.value:gsub('\n', ' | '))
end
local def = ask('textDocument/definition', params)
if def and def[1] then
  say(string.format('definition %s:%d:%d', vim.fn.fnamemodify(vim.uri_to_fname(def[1].uri), ':t'),
    def[1].range.start.line + 1, def[1].range.start.character + 1))
end
local edits = ask('textDocument/formatting', { textDocument = params.textDocument, options = { tabSize = 2, insertSpaces = true } })
say('formatting edits ' .. (edits and #edits or 0))
finish()
