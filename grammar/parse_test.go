package grammar

import (
	"slices"
	"testing"
)

// TestParse checks the tree of small inputs through its dump.
func TestParse(t *testing.T) {
	tests := []struct{ src, want string }{
		{``, `(file)`},
		{`ruleset "Test" version "0.1"`, `(file (ruleset "Test" "0.1"))`},
		{"units in\npace 0.5mm\nimport 'a.rules'\nconst spacing = 1in ref \"1.2\"",
			`(file (units in) (pace 0.5mm) (import "a.rules") (const spacing {1in} (ref "1.2")))`},
		{`units "mm"`, `(file (units mm))`},
		{"procedure pursue(unit: unit) {\n  step 1 \"Pivot\" {\n    pivot unit, to: facing(pursued)\n  }\n}",
			`(file (procedure pursue (param unit unit) (block (step 1 "Pivot" (block (action pivot (arg {unit}) (arg to {facing(pursued)})))))))`},
		{"procedure p() ref \"R\" {\n  let x = a+b*2 ref \"r\"\n  roll d = 2D6\n}",
			`(file (procedure p (ref "R") (block (let x {a + b * 2} (ref "r")) (roll d 2D6))))`},
		{"procedure p() {\n  roll d = 2D6 dice ref \"r\"\n  roll dice = D6\n}",
			`(file (procedure p (block (roll d 2D6 dice (ref "r")) (roll dice D6))))`},
		{"procedure p() {\n  choose t from enemies(u) by owner(u) default first(enemies(u))\n  choose t from x by y\n}",
			`(file (procedure p (block (choose t {enemies(u)} {owner(u)} {first(enemies(u))}) (choose t {x} {y}))))`},
		{"procedure p() {\n  first \"a\" else nothing ref \"r\" {\n    when x > 1 { stop }\n    otherwise ref \"o\" { goto step 2 }\n  }\n}",
			`(file (procedure p (block (first "a" else nothing (ref "r") (when {x > 1} (block (stop))) (otherwise (ref "o") (block (goto 2)))))))`},
		{"procedure p() {\n  pick c from cs {\n    minimise len(c.x)\n    prefer not c.r ref \"3\"\n  }\n}",
			`(file (procedure p (block (pick c {cs} (minimise {len(c.x)}) (prefer {not c.r} (ref "3"))))))`},
		{"procedure p() {\n  if x { stop } else { remove u }\n  for u in us { event e(u, 2) }\n}",
			`(file (procedure p (block (if {x} (block (stop)) (block (remove {u}))) (for u {us} (block (event e {u} {2}))))))`},
		{"procedure p() {\n  skip step 2; skip steps 3, x\n  call c(a: 1, b)\n  fail \"no\" ref \"r\"\n}",
			`(file (procedure p (block (skip 2) (skip 3 x) (call c (arg a {1}) (arg {b})) (fail "no" (ref "r")))))`},
		{"procedure p() {\n  mark u as charging(t)\n  unmark u as fleeing\n  wheel\n}",
			`(file (procedure p (block (mark charging {u} {t}) (unmark fleeing {u}) (action wheel))))`},
		{"const x = f(a,\n  b) # c\n", `(file (const x {f(a, b)}))`},
		{`const x = -a - -b ?? c?.d[0] .. 'z'`, `(file (const x {-a - -b ?? c?.d[0].."z"}))`},
		// A line break after a comma, an opening bracket or a binary operator,
		// or before a line starting with ref or a string, is layout; the
		// strings of a ref or an unencoded passage are joined.
		{"procedure p(a: unit,\n  b: unit)\n  ref \"r\" {\n  let x = a +\n    b *  # c\n\n    c\n    ref \"r \"\n      'st'\n}",
			`(file (procedure p (param a unit) (param b unit) (ref "r") (block (let x {a + b * c} (ref "r st")))))`},
		{"procedure p() {\n  pivot unit,\n    to: f(\n    u) ref\n    \"a\"\n  if x and\n    y or z ref \"r\" {\n  }\n}",
			`(file (procedure p (block (action pivot (arg {unit}) (arg to {f(u)}) (ref "a")) (if {x and y or z} (ref "r") (block)))))`},
		{"unencoded \"a \"\n  \"b\"\n  because \"c\"\n  \"d\"", `(file (unencoded "a b" "cd"))`},
	}
	for _, tt := range tests {
		f, err := Parse("t.rules", []byte(tt.src))
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.src, err)
			continue
		}
		if got := dump(f); got != tt.want {
			t.Errorf("Parse(%q)\n got %s\nwant %s", tt.src, got, tt.want)
		}
	}
}

// TestParseErrors checks the full text of syntax errors.
func TestParseErrors(t *testing.T) {
	tests := []struct{ src, want string }{
		{"const x = f(1, 2\n", `t.rules:1:12: unclosed "(" in expression`},
		{"const x = (1]\n", `t.rules:1:11: unclosed "(" in expression`},
		{"const x = 1)\n", `t.rules:1:12: unexpected ")", nothing to close`},
		{"const = 3\n", `t.rules:1:7: unexpected "=", expected name`},
		{"const x = \"abc\n", `t.rules:1:11: unterminated string`},
		{"const x = @\n", `t.rules:1:11: unexpected character '@'`},
		{"const x = \"a\\q\"\n", `t.rules:1:11: invalid escape in string`},
		{"units\n", `t.rules:1:6: unexpected end of line, expected name or string`},
		{"procedur p\n", `t.rules:1:1: unexpected "procedur", expected a declaration (const, def, import, order, pace, procedure, remember, source, unencoded, units) (did you mean "procedure"?)`},
		{"ruleset \"x\"\nruleset \"y\"\n", `t.rules:2:1: unexpected "ruleset", expected a declaration (the ruleset header comes first, and once)`},
		{"procedure p( {\n}\n", `t.rules:1:12: unclosed "("`},
		{"procedure p() {\n}\n}\n", `t.rules:3:1: unexpected "}", nothing to close`},
		{"procedure p() {\n  let x = f(a\n}\n", `t.rules:2:12: unclosed "(" in expression`},
		{"procedure p() {\n  pivot unit ref\n}\n", `t.rules:2:17: unexpected end of line, expected string after "ref" (a ref quotes the rule's words in a string: ref "1. Pivot: ...")`},
		// "=<" and "=>" are <= and >= reversed; a lone "=" is the checker's.
		{"procedure p() {\n  let x = a\n  let y = a =< b\n}", `t.rules:3:13: unexpected "=" in an expression (did you mean "<="?)`},
		{"procedure p() {\n  if a => b { stop }\n}", `t.rules:2:8: unexpected "=" in an expression (did you mean ">="?)`},
		{"procedure p() {\n  iff a { stop }\n}", `t.rules:2:3: unexpected "iff" at the start of a statement (did you mean "if"?)`},
		{"procedure p() {\n  stop reff \"x\"\n}", `t.rules:2:8: unexpected "reff" after the statement (did you mean "ref"?)`},
		{"procedure p() {\n  pivot unit ref \"x\" ref \"y\"\n}\n", `t.rules:2:22: unexpected "ref", expected end of line`},
		{"procedure p() {\n  let = 3\n}\n", `t.rules:2:7: unexpected "=", expected name`},
		{"procedure p() {\n  step 1 {\n", `t.rules:2:10: unclosed "{"`},
		{"procedure p() {\n  step 1 {\n    stop\n}\n", `t.rules:2:10: unclosed "{"`},
		{"procedure p() {\n  stop stop\n}\n", `t.rules:2:8: expected end of line or ";" before "stop" (put each statement on its own line)`},
		{"procedure p() {\n  first \"x\" else foo {\n  }\n}\n", `t.rules:2:18: unexpected "foo", expected "error" or "nothing"`},
		{"procedure p() {\n  if x { stop }\n  else { stop }\n}\n", `t.rules:3:3: unexpected "else", expected "}" ("else" goes on the line of the "}" before it)`},
		{"procedure p() {\n  step 1 {\n    roll x = 3\n  }\n}\n", `t.rules:3:14: unexpected "3", expected dice (2D6)`},
		{"procedure p() {\n  first \"a\" {\n    when x {\n      let y 3\n    }\n  }\n}\n", `t.rules:4:13: unexpected "3", expected "="`},
		{"procedure p() {\n  when x {}\n}\n", `t.rules:2:3: unexpected "when", expected "}" ("when" belongs in a "first" group)`},
		{"procedure p() {\n  choose x from y\n}\n", `t.rules:2:18: unexpected end of line, expected "by"`},
		{"procedure p() {\n  goto 2\n}\n", `t.rules:2:8: unexpected "2", expected "step"`},
		{"procedure p() {\n  pick p from y {\n    maximize x\n  }\n}\n", `t.rules:3:5: unexpected "maximize", expected "}" (did you mean "maximise"?)`},
		{"procedure p() {\n  mark u charging\n}\n", `t.rules:2:18: unexpected end of line, expected "as"`},
		// `=` does not join lines; a comma does, so the error is on the next
		// line; a line starting with a string continues the one before.
		{"procedure p() {\n  let x =\n}\n", `t.rules:2:10: unexpected end of line`},
		{"procedure p() {\n  pivot unit,\n}\n", `t.rules:3:1: unexpected "}" (the line before ends in ",", so this line goes on with it)`},
		{"procedure p() {\n  stop\n  \"x\"\n}\n", `t.rules:3:3: unexpected string "x", expected "}" (a line starting with ref or a string goes on with the line before)`},
		// An operator ending a line takes the next into its expression; when
		// the parse fails further on, the error says which line joined.
		{"const x = 1 +\nprocedure p() {\n  stop\n}\n", `t.rules:2:15: unexpected "{" (line 1 ends in "+", so line 2 goes on with it: is the operator a slip?)`},
		{"procedure p() {\n  let d = 1in +\n  move unit, forward: d\n}\n", `t.rules:3:12: unexpected ",", expected end of line (line 2 ends in "+", so line 3 goes on with it: is the operator a slip?)`},
		// Lines ending in a lone \r (old Mac files) read as one line: said
		// so at the first, not as statements "not on their own line".
		{"ruleset \"x\"\rprocedure p() {\r  stop\r}\r", `t.rules:1:12: the lines of this file end in a carriage return alone (\r, as in old Mac files) (rulec reads lines that end in \n or \r\n: convert the file (tr '\r' '\n' < OLD > NEW))`},
		// One stray \r in a file of \n lines read as a space: the } after
		// it was 2:11 to rulec, 3:1 to an editor. Refused at its place,
		// counted in \n lines (as rulec counted them up to it), after a
		// byte order mark on line 1 as every column there is; a \r\n, and
		// a \r ending the file, are line ends.
		{"procedure p() {\n  stop\r}\n", `t.rules:2:7: a carriage return alone (\r) here: rulec reads lines that end in \n or \r\n, and an editor may show a line break here that rulec does not count (remove it, or make it a line break (\n))`},
		{"procedure p() {\r\n  stop\r\n}\r\nconst x = 1 \r+ 2\r\n", `t.rules:4:13: a carriage return alone (\r) here: rulec reads lines that end in \n or \r\n, and an editor may show a line break here that rulec does not count (remove it, or make it a line break (\n))`},
		{"\ufeffconst x = 1\r+ 2\nconst y = 2\n", `t.rules:1:12: a carriage return alone (\r) here: rulec reads lines that end in \n or \r\n, and an editor may show a line break here that rulec does not count (remove it, or make it a line break (\n))`},
	}
	for _, tt := range tests {
		_, err := Parse("t.rules", []byte(tt.src))
		if err == nil {
			t.Errorf("Parse(%q): no error, want %s", tt.src, tt.want)
			continue
		}
		if got := err.Error(); got != tt.want {
			t.Errorf("Parse(%q)\n got %s\nwant %s", tt.src, got, tt.want)
		}
		if !isOurError(err) {
			t.Errorf("Parse(%q): error is %T, want *Error or ErrorList", tt.src, err)
		}
	}
}

// isOurError reports whether err is an *Error or an ErrorList.
func isOurError(err error) bool {
	switch err.(type) {
	case *Error, ErrorList:
		return true
	}
	return false
}

// TestUnionWords checks the words the parser reads a declaration's or a
// statement's type from: each statement begins with a reserved statement
// word or a name, each declaration with a declaration word.
func TestUnionWords(t *testing.T) {
	for _, k := range stmts() {
		if len(k.words) == 0 && !k.ident {
			t.Errorf("%s begins with no word", k.typ)
		}
		for _, w := range k.words {
			if !reservedWords()[w] || !slices.Contains(statementWords, w) {
				t.Errorf("%s begins with %q, not a statement word in reserved and statementWords", k.typ, w)
			}
		}
	}
	for _, k := range decls() {
		if k.ident || len(k.words) == 0 {
			t.Errorf("%s must begin with its own word", k.typ)
		}
		for _, w := range k.words {
			if !isDeclWord(w) {
				t.Errorf("%s begins with %q, not in declWords", k.typ, w)
			}
		}
	}
	u := newUnion(stmts())
	for _, tt := range []struct{ word, want string }{{"unmark", "Mark"}, {"stop", "Stop"}, {"let", "Let"}, {"step", "Step"}, {"skip", "Skip"}} {
		if i, ok := u.word(tt.word); !ok || u.kinds[i].typ.Name() != tt.want {
			t.Errorf("%q begins %v (%v), want %s", tt.word, i, ok, tt.want)
		}
	}
	for _, w := range []string{"", "ste", "stops", "x", "é"} {
		if i, ok := u.word(w); ok {
			t.Errorf("%q begins kind %d, want none", w, i)
		}
	}
}

// TestParseCarriageReturns checks that only a file whose every line ends
// in a lone \r is refused for it: CRLF, a stray \r among line feeds and a
// one-line file ending in \r parse.
func TestParseCarriageReturns(t *testing.T) {
	for _, src := range []string{
		"procedure p() {\r\n  stop\r\n}\r\n",
		"procedure p() {\n  stop \r\n}\r",
		"ruleset \"x\"\r",
		"",
	} {
		if _, err := Parse("t.rules", []byte(src)); err != nil {
			t.Errorf("Parse(%q): %v", src, err)
		}
	}
}
