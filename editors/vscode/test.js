// npm test: the TextMate grammar tokenizes as VS Code would (vscode-textmate
// with the Oniguruma engine VS Code uses) and gives the expected scopes.
const fs = require('fs');
const path = require('path');
const assert = require('assert');
const test = require('node:test');
const oniguruma = require('vscode-oniguruma');
const vsctm = require('vscode-textmate');

const wasm = fs.readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm')).buffer;
const onigLib = oniguruma.loadWASM(wasm).then(() => ({
  createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
  createOnigString: (s) => new oniguruma.OnigString(s),
}));
const registry = new vsctm.Registry({
  onigLib,
  loadGrammar: async () => vsctm.parseRawGrammar(
    fs.readFileSync(path.join(__dirname, 'syntaxes', 'rules.tmLanguage.json'), 'utf8'), 'rules.tmLanguage.json'),
});

// scopesOf returns each token's text with its innermost scope.
async function scopesOf(line) {
  const grammar = await registry.loadGrammar('source.rules');
  const { tokens } = grammar.tokenizeLine(line, vsctm.INITIAL);
  return tokens.map((t) => [line.slice(t.startIndex, t.endIndex), t.scopes[t.scopes.length - 1]]);
}

test('a call, its ref and a comment get their scopes', async () => {
  const got = await scopesOf('  call close_in(unit: u) ref "2.2 Enemy Unit" # why');
  const want = {
    call: 'keyword.control.rules',
    close_in: 'entity.name.function.rules',
    '2.2 Enemy Unit': 'markup.quote.ref.rules',
    '# why': 'comment.line.number-sign.rules',
  };
  for (const [text, scope] of Object.entries(want)) {
    const tok = got.find(([t]) => t === text);
    assert.ok(tok, `no token ${JSON.stringify(text)} in ${JSON.stringify(got)}`);
    assert.strictEqual(tok[1], scope, `scope of ${text}`);
  }
});

test('lengths, dice and step labels', async () => {
  const got = await scopesOf('roll d = 2D6 ; goto step 2 ; let x = 1.5in');
  const scope = (text) => (got.find(([t]) => t === text) || [])[1];
  assert.strictEqual(scope('2D6'), 'constant.numeric.dice.rules');
  assert.strictEqual(scope('2'), 'entity.name.label.rules');
  assert.strictEqual(scope('1.5in'), 'constant.numeric.length.rules');
});

test('every bundled rules file tokenizes', async () => {
  const grammar = await registry.loadGrammar('source.rules');
  const dir = path.join(__dirname, '..', '..', 'rules');
  for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.rules'))) {
    let state = vsctm.INITIAL;
    for (const line of fs.readFileSync(path.join(dir, name), 'utf8').split('\n')) {
      const r = grammar.tokenizeLine(line, state);
      assert.ok(!r.stoppedEarly, `${name}: tokenizing stopped early`);
      state = r.ruleStack;
    }
  }
});
