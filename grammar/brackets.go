package grammar

import (
	"fmt"

	"github.com/alecthomas/participle/v2/lexer"
)

// brackets checks that brackets pair up, and returns the first problem or
// nil. When a block's "}" is missing, the one to blame is a guess: the first
// "{" whose "}" was found at another indentation than the line that opened
// it, else the innermost "{" left open.
func brackets(toks []lexer.Token) *Error {
	var stack []int // indexes of open brackets
	suspect := -1
	for i, t := range toks {
		if t.Type != opToken {
			continue
		}
		switch t.Value {
		case "(", "[", "{":
			stack = append(stack, i)
		case ")", "]", "}":
			if len(stack) == 0 {
				return &Error{Pos: t.Pos, Msg: fmt.Sprintf("unexpected %q, nothing to close", t.Value)}
			}
			o := stack[len(stack)-1]
			if closer[toks[o].Value] != t.Value {
				return unclosedError(toks[o])
			}
			stack = stack[:len(stack)-1]
			if suspect < 0 && t.Value == "}" && lineStart(toks, i) == i &&
				toks[lineStart(toks, o)].Pos.Column != t.Pos.Column {
				suspect = o
			}
		}
	}
	switch {
	case len(stack) == 0:
		return nil
	case suspect >= 0:
		return unclosedError(toks[suspect])
	}
	return unclosedError(toks[stack[len(stack)-1]])
}

// unclosedError is the error for a bracket that is never closed.
func unclosedError(t lexer.Token) *Error {
	return &Error{Pos: t.Pos, Msg: fmt.Sprintf("unclosed %q", t.Value)}
}

// lineStart returns the index of the first token, other than a space, on
// the line of toks[i].
func lineStart(toks []lexer.Token, i int) int {
	start := i
	for j := i - 1; j >= 0 && toks[j].Pos.Line == toks[i].Pos.Line && toks[j].Type != nlToken; j-- {
		if toks[j].Type != spaceToken {
			start = j
		}
	}
	return start
}

// braceDepth returns how many "{" are open before toks[i].
func braceDepth(toks []lexer.Token, i int) int {
	depth := 0
	for _, t := range toks[:i] {
		if t.Type == opToken {
			switch t.Value {
			case "{":
				depth++
			case "}":
				depth--
			}
		}
	}
	return depth
}
