package grammar

import (
	"strconv"
	"strings"
)

// dump returns a compact S-expression of the tree under n, without
// positions: `(procedure pursue (param unit unit) (step 1 "Pivot" ...))`.
// Expressions print in canonical spacing inside braces: `{f(x) > 0}`.
func dump(n Node) string {
	var b strings.Builder
	dumpTo(&b, n)
	return b.String()
}

// dumpTo writes the dump of n to b.
func dumpTo(b *strings.Builder, n Node) {
	if e, ok := n.(*Expr); ok {
		b.WriteString("{" + e.String() + "}")
		return
	}
	b.WriteString("(" + strings.Join(nodeWords(n), " "))
	for _, c := range Children(n) {
		b.WriteByte(' ')
		dumpTo(b, c)
	}
	b.WriteByte(')')
}

// nodeWords returns the node's kind and its leaf fields.
func nodeWords(n Node) []string {
	q := strconv.Quote
	switch n := n.(type) {
	case *File:
		return []string{"file"}
	case *Header:
		return append([]string{"ruleset", q(n.Name)}, optWord(n.Version != "", q(n.Version))...)
	case *Units:
		return []string{"units", n.Unit}
	case *Pace:
		return []string{"pace", n.Length}
	case *Import:
		return []string{"import", q(n.Path)}
	case *Source:
		return []string{"source", q(n.Path)}
	case *Unencoded:
		return []string{"unencoded", q(n.Quote), q(n.Reason)}
	case *Const:
		return []string{"const", n.Name}
	case *Procedure:
		return []string{"procedure", n.Name}
	case *Param:
		return []string{"param", n.Name, n.Type}
	case *Ref:
		return []string{"ref", q(n.Text)}
	case *Block:
		return []string{"block"}
	case *Step:
		return append([]string{"step", n.Label}, optWord(n.Title != "", q(n.Title))...)
	case *Let:
		return []string{"let", n.Name}
	case *Roll:
		return append([]string{"roll", n.Name, n.Dice}, optWord(n.Faces, "dice")...)
	case *Choose:
		return []string{"choose", n.Name}
	case *First:
		return append([]string{"first", q(n.Name)}, optWord(n.Else != "", "else", n.Else)...)
	case *When:
		return []string{"when"}
	case *Otherwise:
		return []string{"otherwise"}
	case *Pick:
		return []string{"pick", n.Name}
	case *Priority:
		return []string{n.Kind}
	case *If:
		return []string{"if"}
	case *For:
		return []string{"for", n.Var}
	case *Goto:
		return []string{"goto", n.Label}
	case *Skip:
		return append([]string{"skip"}, n.Labels...)
	case *Stop:
		return []string{"stop"}
	case *Call:
		return []string{"call", n.Name}
	case *Event:
		return []string{"event", n.Name}
	case *Mark:
		return []string{n.Verb, n.Flag}
	case *Remove:
		return []string{"remove"}
	case *Fail:
		return []string{"fail", q(n.Message)}
	case *Action:
		return []string{"action", n.Name}
	case *Arg:
		if n.Name != "" {
			return []string{"arg", n.Name}
		}
		return []string{"arg"}
	}
	return []string{"?"}
}

// optWord returns words when ok, else nothing.
func optWord(ok bool, words ...string) []string {
	if ok {
		return words
	}
	return nil
}
