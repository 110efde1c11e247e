package grammar

// Walk calls fn for n and, while fn returns true, for each node below n in
// source order.
func Walk(n Node, fn func(Node) bool) {
	w := &walker{fn: fn}
	w.visit = w.walk // one function value for the whole walk, not one per node
	w.walk(n)
}

// walker is the state of one Walk.
type walker struct {
	fn    func(Node) bool
	visit func(Node) // w.walk
}

// walk visits n and, while fn returns true, the nodes below it.
func (w *walker) walk(n Node) {
	if n == nil || !w.fn(n) {
		return
	}
	n.eachChild(w.visit)
}

// Children returns the direct children of n in source order.
func Children(n Node) []Node {
	var out []Node
	n.eachChild(func(c Node) { out = append(out, c) })
	return out
}
