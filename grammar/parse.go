package grammar

import (
	"github.com/alecthomas/participle/v2"
)

// lookahead is participle's UseLookahead: how many tokens an optional part
// may consume before failing and still be taken as absent. Every statement
// and declaration begins with its own word (but Action, an Ident, as which
// no such word is lexed) and Arg looks for its name itself, so nothing
// needs to backtrack: with none, an error inside a clause is reported where
// it is, not as a failure of the block around it.
const lookahead = 0

// parser is built once; participle parsers are safe for concurrent use.
var parser = participle.MustBuild[File](append(unions(),
	participle.Lexer(parserLexer),
	participle.Elide("Comment", "Space"),
	participle.UseLookahead(lookahead),
)...)

// unions lists the node types of each interface in the grammar: every
// declaration and every statement, in the order participle tries them, the
// most used first (each begins with its own word, so the order only sets
// how many alternatives fail before the right one).
func unions() []participle.Option {
	return []participle.Option{
		participle.Union[Decl](&Procedure{}, &Unencoded{}, &Import{}, &Const{}, &Def{}, &Remember{}, &Units{},
			&Pace{}, &Source{}),
		participle.Union[Stmt](&Let{}, &Call{}, &Event{}, &First{}, &Set{}, &Action{}, &If{}, &For{},
			&Stop{}, &Mark{}, &Step{}, &Choose{}, &Roll{}, &Pick{}, &Remove{}, &Goto{}, &Skip{},
			&Fail{}, &Assert{}),
	}
}

// Parse parses one rules file. On a syntax error it returns an *Error with
// the position and a hint, which syntaxError words from participle's error
// and the clause parsers of diagnose.go.
func Parse(filename string, src []byte) (*File, error) {
	if err := CheckText(filename, src); err != nil {
		return nil, err
	}
	f, err := parser.ParseBytes(filename, src)
	if err != nil {
		return nil, syntaxError(filename, src, err)
	}
	if errs := checkSeparators(f, src); len(errs) > 0 {
		return nil, errs
	}
	return f, nil
}

// EBNF returns the grammar in EBNF, for the language reference.
func EBNF() string { return parser.String() }

// Comments returns the comments of a source file in order.
func Comments(filename string, src []byte) ([]Comment, error) {
	if err := CheckText(filename, src); err != nil {
		return nil, err
	}
	toks, err := lexAll(filename, string(src))
	if err != nil {
		return nil, syntaxError(filename, src, err)
	}
	var out []Comment
	for _, t := range toks {
		if t.Type == tokenTypes["Comment"] {
			out = append(out, Comment{Pos: t.Pos, Text: t.Value})
		}
	}
	return out, nil
}
