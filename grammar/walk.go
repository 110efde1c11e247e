package grammar

import "reflect"

// Walk calls fn for n and, while fn returns true, for each node below n in
// source order.
func Walk(n Node, fn func(Node) bool) {
	if n == nil || !fn(n) {
		return
	}
	eachChild(n, func(c Node) { Walk(c, fn) })
}

// Children returns the direct children of n in source order.
func Children(n Node) []Node {
	var out []Node
	eachChild(n, func(c Node) { out = append(out, c) })
	return out
}

// eachChild calls fn for each direct child of n in source order. Walk uses
// it rather than Children so that a walk does not allocate the lists.
func eachChild(n Node, fn func(Node)) {
	add := func(ns ...Node) {
		for _, c := range ns {
			if !isNil(c) {
				fn(c)
			}
		}
	}
	switch n := n.(type) {
	case *File:
		if n.Header != nil {
			add(n.Header)
		}
		for _, d := range n.Decls {
			add(d)
		}
	case *Decl:
		add(n.Units, n.Pace, n.Import, n.Const, n.Def, n.Procedure, n.Source, n.Unencoded)
	case *Const:
		add(n.Value, n.Ref)
	case *Def:
		for _, p := range n.Params {
			add(p)
		}
		add(n.Value, n.Ref)
	case *Procedure:
		for _, p := range n.Params {
			add(p)
		}
		add(n.Ref, n.Body)
	case *Block:
		for _, s := range n.Stmts {
			add(s)
		}
	case *Stmt:
		add(n.Inner())
	case *Step:
		add(n.Ref, n.Body)
	case *Let:
		add(n.Value, n.Ref)
	case *Roll:
		add(n.Ref)
	case *Choose:
		add(n.Candidates, n.Chooser, n.Default, n.Ref)
	case *First:
		add(n.Ref)
		for _, w := range n.Whens {
			add(w)
		}
		add(n.Otherwise)
	case *When:
		add(n.Cond, n.Ref, n.Body)
	case *Otherwise:
		add(n.Ref, n.Body)
	case *Pick:
		add(n.Candidates, n.Ref)
		for _, p := range n.Priorities {
			add(p)
		}
	case *Priority:
		add(n.Value, n.Ref)
	case *If:
		add(n.Cond, n.Ref, n.Then, n.Else)
	case *For:
		add(n.List, n.Body)
	case *Goto:
		add(n.Ref)
	case *Skip:
		add(n.Ref)
	case *Stop:
		add(n.Ref)
	case *Call:
		for _, a := range n.Args {
			add(a)
		}
		add(n.Ref)
	case *Event:
		for _, a := range n.Args {
			add(a)
		}
		add(n.Ref)
	case *Mark:
		add(n.Unit)
		for _, a := range n.Args {
			add(a)
		}
		add(n.Ref)
	case *Remove:
		add(n.Unit, n.Ref)
	case *Fail:
		add(n.Ref)
	case *Assert:
		add(n.Cond, n.Ref)
	case *Action:
		for _, a := range n.Args {
			add(a)
		}
		add(n.Ref)
	case *Arg:
		add(n.Value)
	}
}

// Inner returns the statement's one set variant.
func (s *Stmt) Inner() Node {
	for _, n := range []Node{s.Step, s.Let, s.Roll, s.Choose, s.First, s.Pick, s.If, s.For,
		s.Goto, s.Skip, s.Stop, s.Call, s.Event, s.Mark, s.Remove, s.Fail, s.Assert, s.Action} {
		if !isNil(n) {
			return n
		}
	}
	return nil
}

// isNil reports whether a node interface holds a nil pointer.
func isNil(n Node) bool {
	if n == nil {
		return true
	}
	v := reflect.ValueOf(n)
	return v.Kind() == reflect.Pointer && v.IsNil()
}
