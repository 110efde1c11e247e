-- rulec.lua: start `rulec lsp` for .rules files, on Neovim 0.7 and later.
-- Load it from init.lua with `dofile('/path/to/rulec/editors/nvim/rulec.lua')`
-- or copy it there. On Neovim 0.11 vim.lsp.config/vim.lsp.enable do the same
-- (docs/editors.md).
-- Vim's own filetype list calls *.rules Snort's "hog"; this wins over it.
vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
  pattern = '*.rules',
  command = 'set filetype=rules',
})
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'rules',
  callback = function(ev)
    local id = vim.lsp.start_client({
      name = 'rulec',
      cmd = { vim.g.rulec_path or 'rulec', 'lsp' },
      root_dir = vim.fn.getcwd(),
    })
    if id then
      vim.lsp.buf_attach_client(ev.buf, id)
    end
  end,
})
