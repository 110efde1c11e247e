package grammar

// Walk calls fn for n and, while fn returns true, for each node below n in
// source order.
func Walk(n Node, fn func(Node) bool) {
	if n == nil || !fn(n) {
		return
	}
	n.eachChild(func(c Node) { Walk(c, fn) })
}

// Children returns the direct children of n in source order.
func Children(n Node) []Node {
	var out []Node
	n.eachChild(func(c Node) { out = append(out, c) })
	return out
}
