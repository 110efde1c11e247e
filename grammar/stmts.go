package grammar

import (
	"fmt"
	"strings"
)

// The statements. Each has one section of this file: its node type,
// whose participle tags are its grammar and begin with its own word (the
// parser goes straight to the statement its first word names, and runs
// with no lookahead: once that word matched, an error in the statement is
// reported where it is), then its methods: eachChild (for Walk), Head,
// RefOf, Declares, format and the stmtNode marker. Adding one is writing
// its section and its entries in the four lists that open the file: stmts
// (the parser's union), statementWords (its word), StmtVisitor and
// VisitStmt (TestVisitorsCoverTheUnions fails until they agree). The
// tools that need nothing of a statement but its text, ref, name and
// children (rulediff, ruletext, the mutation campaign, the language
// server) read it through these methods; those that must treat each kind
// (the checker) implement StmtVisitor and fail to compile until they do.

// Stmt is one statement of a block. Each statement type carries its own
// grammar, head text and ref; stmts lists them.
type Stmt interface {
	Node
	// Head returns the statement's own text in canonical layout.
	Head() string
	// RefOf returns the rule reference the statement cites, or nil.
	RefOf() *Ref
	// Declares returns the name the statement declares for the statements
	// after it (a let's, roll's, choose's or pick's variable, a step's
	// label) or the group it names (a first's), "" for none: what tells
	// it apart among its neighbours however its text changes.
	Declares() string
	// format prints the statement.
	format(p *printer)
	// stmtNode marks the statements, as no declaration is one.
	stmtNode()
}

// stmts lists the node types of the statements, in participle.Union's
// order (the EBNF prints it); since each begins with its own word, the
// parser goes straight to the one a clause's first word names (see
// union).
func stmts() []kind[Stmt] {
	return []kind[Stmt]{
		node[Stmt, Let](), node[Stmt, Call](), node[Stmt, Event](), node[Stmt, First](),
		node[Stmt, Set](), node[Stmt, Action](), node[Stmt, If](), node[Stmt, For](), node[Stmt, Stop](),
		node[Stmt, Mark](), node[Stmt, Step](), node[Stmt, Choose](), node[Stmt, Roll](),
		node[Stmt, Pick](), node[Stmt, Remove](), node[Stmt, Goto](), node[Stmt, Skip](),
		node[Stmt, Fail](), node[Stmt, Assert](), node[Stmt, While](),
	}
}

// statementWords are the words that begin a statement; they cannot name an
// engine action.
var statementWords = []string{
	"step", "let", "roll", "choose", "first", "when", "otherwise", "pick",
	"minimise", "maximise", "prefer", "require", "if", "else", "for", "while", "goto",
	"skip", "stop", "call", "event", "mark", "unmark", "remove", "fail", "assert", "set",
}

// StmtVisitor has one method per kind of statement.
type StmtVisitor[R any] interface {
	Step(*Step) R
	Let(*Let) R
	Set(*Set) R
	Roll(*Roll) R
	Choose(*Choose) R
	First(*First) R
	Pick(*Pick) R
	If(*If) R
	For(*For) R
	While(*While) R
	Goto(*Goto) R
	Skip(*Skip) R
	Stop(*Stop) R
	Call(*Call) R
	Event(*Event) R
	Mark(*Mark) R
	Remove(*Remove) R
	Fail(*Fail) R
	Assert(*Assert) R
	Action(*Action) R
}

// VisitStmt returns v's method for the kind of s applied to s.
func VisitStmt[R any](s Stmt, v StmtVisitor[R]) R {
	switch s := s.(type) {
	case *Step:
		return v.Step(s)
	case *Let:
		return v.Let(s)
	case *Set:
		return v.Set(s)
	case *Roll:
		return v.Roll(s)
	case *Choose:
		return v.Choose(s)
	case *First:
		return v.First(s)
	case *Pick:
		return v.Pick(s)
	case *If:
		return v.If(s)
	case *For:
		return v.For(s)
	case *While:
		return v.While(s)
	case *Goto:
		return v.Goto(s)
	case *Skip:
		return v.Skip(s)
	case *Stop:
		return v.Stop(s)
	case *Call:
		return v.Call(s)
	case *Event:
		return v.Event(s)
	case *Mark:
		return v.Mark(s)
	case *Remove:
		return v.Remove(s)
	case *Fail:
		return v.Fail(s)
	case *Assert:
		return v.Assert(s)
	case *Action:
		return v.Action(s)
	}
	panic(fmt.Sprintf("grammar.VisitStmt: %T is not a statement of the grammar", s))
}

// StmtKinds returns one empty node of every kind of statement, in the
// order of the parser's union.
func StmtKinds() []Stmt { return members(stmts()) }

// Step is a numbered or named step of a procedure: `step 1 "Pivot" { ... }`.
type Step struct {
	span
	Label string `parser:"\"step\" @(Number | Ident)"`
	Title string `parser:"@String?"`
	Ref   *Ref   `parser:"@@?"`
	Body  *Block `parser:"@@"`
}

func (n *Step) eachChild(fn func(Node)) {
	n.Ref.put(fn)
	n.Body.put(fn)
}

func (n *Step) Head() string { return "step " + n.Label + optQuote(n.Title) }

func (n *Step) RefOf() *Ref { return n.Ref }

func (n *Step) Declares() string { return n.Label }

func (n *Step) format(p *printer) { p.headBlock(n, n.Body) }

func (*Step) stmtNode() {}

// Let binds a name to a value.
type Let struct {
	span
	Name  string `parser:"\"let\" @Ident \"=\""`
	Value *Expr  `parser:"@@"`
	Ref   *Ref   `parser:"@@?"`
}

func (n *Let) eachChild(fn func(Node)) {
	n.Value.put(fn)
	n.Ref.put(fn)
}

func (n *Let) Head() string { return "let " + n.Name + " = " + n.Value.String() }

func (n *Let) RefOf() *Ref { return n.Ref }

func (n *Let) Declares() string { return n.Name }

func (n *Let) format(p *printer) { p.stmt(n) }

func (*Let) stmtNode() {}

// Roll rolls dice and binds the total: `roll distance = 2D6`. With
// Faces (`roll d = 2D6 dice`) it binds the dice one by one, a list of
// numbers, for rules that read a die rather than the total.
type Roll struct {
	span
	Name  string `parser:"\"roll\" @Ident \"=\""`
	Dice  string `parser:"@Dice"`
	Faces bool   `parser:"@\"dice\"?"`
	Ref   *Ref   `parser:"@@?"`
}

func (n *Roll) eachChild(fn func(Node)) { n.Ref.put(fn) }

func (n *Roll) Head() string {
	if n.Faces {
		return "roll " + n.Name + " = " + n.Dice + " dice"
	}
	return "roll " + n.Name + " = " + n.Dice
}

func (n *Roll) RefOf() *Ref { return n.Ref }

func (n *Roll) Declares() string { return n.Name }

func (n *Roll) format(p *printer) { p.stmt(n) }

func (*Roll) stmtNode() {}

// Choose asks a player to choose one of the candidates; a scenario answers
// it under the bound name.
type Choose struct {
	span
	Name       string `parser:"\"choose\" @Ident"`
	Candidates *Expr  `parser:"\"from\" @@"`
	Chooser    *Expr  `parser:"\"by\" @@"`
	Default    *Expr  `parser:"( \"default\" @@ )?"`
	Ref        *Ref   `parser:"@@?"`
}

func (n *Choose) eachChild(fn func(Node)) {
	n.Candidates.put(fn)
	n.Chooser.put(fn)
	n.Default.put(fn)
	n.Ref.put(fn)
}

func (n *Choose) Head() string {
	s := "choose " + n.Name + " from " + n.Candidates.String() + " by " + n.Chooser.String()
	if n.Default != nil {
		s += " default " + n.Default.String()
	}
	return s
}

func (n *Choose) RefOf() *Ref { return n.Ref }

func (n *Choose) Declares() string { return n.Name }

func (n *Choose) format(p *printer) { p.stmt(n) }

func (*Choose) stmtNode() {}

// First is an ordered group where the first applicable clause wins.
type First struct {
	span
	Name      string     `parser:"\"first\" @String"`
	Else      string     `parser:"( \"else\" @(\"error\" | \"nothing\") )?"`
	Ref       *Ref       `parser:"@@? \"{\" NL*"`
	Whens     []*When    `parser:"( @@ NL* )*"`
	Otherwise *Otherwise `parser:"( @@ NL* )? \"}\""`
}

func (n *First) eachChild(fn func(Node)) {
	n.Ref.put(fn)
	eachNode(n.Whens, fn)
	if n.Otherwise != nil {
		fn(n.Otherwise)
	}
}

func (n *First) Head() string {
	s := "first " + quote(n.Name)
	if n.Else != "" {
		s += " else " + n.Else
	}
	return s
}

func (n *First) RefOf() *Ref { return n.Ref }

func (n *First) Declares() string { return n.Name }

func (n *First) format(p *printer) { p.first(n) }

func (*First) stmtNode() {}

// When is one clause of a First group.
type When struct {
	span
	Cond *Expr  `parser:"\"when\" @@"`
	Ref  *Ref   `parser:"@@?"`
	Body *Block `parser:"@@"`
}

func (n *When) eachChild(fn func(Node)) {
	n.Cond.put(fn)
	n.Ref.put(fn)
	n.Body.put(fn)
}

func (n *When) Head() string { return "when " + n.Cond.String() }

func (n *When) RefOf() *Ref { return n.Ref }

// Otherwise is the clause that applies when no earlier one does.
type Otherwise struct {
	span
	Ref  *Ref   `parser:"\"otherwise\" @@?"`
	Body *Block `parser:"@@"`
}

func (n *Otherwise) eachChild(fn func(Node)) {
	n.Ref.put(fn)
	n.Body.put(fn)
}

func (*Otherwise) Head() string { return "otherwise" }

func (n *Otherwise) RefOf() *Ref { return n.Ref }

// Pick chooses the best candidate under a priority order, one line per
// priority, the most important first: the lines of its block, or named
// orders (`by maximising_contact`), one after another, with the block's
// lines, if any, added.
type Pick struct {
	span
	Name       string      `parser:"\"pick\" @Ident"`
	Candidates *Expr       `parser:"\"from\" @@"`
	By         []*OrderUse `parser:"( \"by\" @@ ( \",\" @@ )* )?"`
	Ref        *Ref        `parser:"@@?"`
	Block      bool        `parser:"( @\"{\" NL*"`
	Priorities []*Priority `parser:"( @@ NL* )* \"}\" )?"`
}

func (n *Pick) eachChild(fn func(Node)) {
	n.Candidates.put(fn)
	eachNode(n.By, fn)
	n.Ref.put(fn)
	eachNode(n.Priorities, fn)
}

func (n *Pick) Head() string {
	s := "pick " + n.Name + " from " + n.Candidates.String()
	for i, u := range n.By {
		if i == 0 {
			s += " by "
		} else {
			s += ", "
		}
		s += u.Name + parenExprs(u.Args)
	}
	return s
}

func (n *Pick) RefOf() *Ref { return n.Ref }

func (n *Pick) Declares() string { return n.Name }

func (n *Pick) format(p *printer) { p.priorities(n, n.Block, n.Priorities) }

func (*Pick) stmtNode() {}

// OrderUse names the order a pick follows, with the arguments of its
// parameters after the first: `by nearest(unit)`.
type OrderUse struct {
	span
	Name string  `parser:"@Ident"`
	Args []*Expr `parser:"( \"(\" ( @@ ( \",\" @@ )* )? \")\" )?"`
}

func (n *OrderUse) eachChild(fn func(Node)) { eachNode(n.Args, fn) }

// If runs its body when the condition holds.
type If struct {
	span
	Cond *Expr  `parser:"\"if\" @@"`
	Ref  *Ref   `parser:"@@?"`
	Then *Block `parser:"@@"`
	Else *Block `parser:"( \"else\" @@ )?"`
}

func (n *If) eachChild(fn func(Node)) {
	n.Cond.put(fn)
	n.Ref.put(fn)
	n.Then.put(fn)
	n.Else.put(fn)
}

func (n *If) Head() string { return "if " + n.Cond.String() }

func (n *If) RefOf() *Ref { return n.Ref }

func (*If) Declares() string { return "" }

func (n *If) format(p *printer) {
	p.headBlock(n, n.Then)
	if n.Else != nil {
		p.write(" else")
		p.block(n.Else)
	}
}

func (*If) stmtNode() {}

// For runs its body once for each element of a list.
type For struct {
	span
	Var  string `parser:"\"for\" @Ident \"in\""`
	List *Expr  `parser:"@@"`
	Body *Block `parser:"@@"`
}

func (n *For) eachChild(fn func(Node)) {
	n.List.put(fn)
	n.Body.put(fn)
}

func (n *For) Head() string { return "for " + n.Var + " in " + n.List.String() }

func (*For) RefOf() *Ref { return nil }

func (*For) Declares() string { return "" } // its element is its body's alone

func (n *For) format(p *printer) { p.headBlock(n, n.Body) }

func (*For) stmtNode() {}

// While runs its body again and again as long as its condition holds,
// tested before each turn: `while len(contacts(unit)) == 0 { ... }`.
// For a rule that repeats until something happens ("keep moving until
// the unit meets an enemy"); each turn spends a step of the run's budget,
// so one that never ends fails there.
type While struct {
	span
	Cond *Expr  `parser:"\"while\" @@"`
	Ref  *Ref   `parser:"@@?"`
	Body *Block `parser:"@@"`
}

func (n *While) eachChild(fn func(Node)) {
	n.Cond.put(fn)
	n.Ref.put(fn)
	n.Body.put(fn)
}

func (n *While) Head() string { return "while " + n.Cond.String() }

func (n *While) RefOf() *Ref { return n.Ref }

func (*While) Declares() string { return "" }

func (n *While) format(p *printer) { p.headBlock(n, n.Body) }

func (*While) stmtNode() {}

// Goto jumps to a step of the current procedure: `goto step 2`.
type Goto struct {
	span
	Label string `parser:"\"goto\" \"step\" @(Number | Ident)"`
	Ref   *Ref   `parser:"@@?"`
}

func (n *Goto) eachChild(fn func(Node)) { n.Ref.put(fn) }

func (n *Goto) Head() string { return "goto step " + n.Label }

func (n *Goto) RefOf() *Ref { return n.Ref }

func (*Goto) Declares() string { return "" }

func (n *Goto) format(p *printer) { p.stmt(n) }

func (*Goto) stmtNode() {}

// Skip marks later steps as not to be run: `skip steps 2, 3`.
type Skip struct {
	span
	Labels []string `parser:"\"skip\" (\"step\" | \"steps\") @(Number | Ident) ( \",\" @(Number | Ident) )*"`
	Ref    *Ref     `parser:"@@?"`
}

func (n *Skip) eachChild(fn func(Node)) { n.Ref.put(fn) }

func (n *Skip) Head() string {
	word := "step "
	if len(n.Labels) > 1 {
		word = "steps "
	}
	return "skip " + word + strings.Join(n.Labels, ", ")
}

func (n *Skip) RefOf() *Ref { return n.Ref }

func (*Skip) Declares() string { return "" }

func (n *Skip) format(p *printer) { p.stmt(n) }

func (*Skip) stmtNode() {}

// Stop ends the current procedure.
type Stop struct {
	span
	Keyword string `parser:"@\"stop\""`
	Ref     *Ref   `parser:"@@?"`
}

func (n *Stop) eachChild(fn func(Node)) { n.Ref.put(fn) }

func (*Stop) Head() string { return "stop" }

func (n *Stop) RefOf() *Ref { return n.Ref }

func (*Stop) Declares() string { return "" }

func (n *Stop) format(p *printer) { p.stmt(n) }

func (*Stop) stmtNode() {}

// Call runs another procedure: `call close_in(unit: unit, target: t)`.
type Call struct {
	span
	Name string `parser:"\"call\" @Ident \"(\""`
	Args []*Arg `parser:"( @@ ( \",\" @@ )* )? \")\""`
	Ref  *Ref   `parser:"@@?"`
}

func (n *Call) eachChild(fn func(Node)) {
	eachNode(n.Args, fn)
	n.Ref.put(fn)
}

func (n *Call) Head() string { return "call " + n.Name + "(" + ArgsText(n.Args) + ")" }

func (n *Call) RefOf() *Ref { return n.Ref }

func (*Call) Declares() string { return "" }

func (n *Call) format(p *printer) { p.stmt(n) }

func (*Call) stmtNode() {}

// Event records an event: `event contact(unit, target)`.
type Event struct {
	span
	Name string  `parser:"\"event\" @Ident"`
	Args []*Expr `parser:"( \"(\" ( @@ ( \",\" @@ )* )? \")\" )?"`
	Ref  *Ref    `parser:"@@?"`
}

func (n *Event) eachChild(fn func(Node)) {
	eachNode(n.Args, fn)
	n.Ref.put(fn)
}

func (n *Event) Head() string { return "event " + n.Name + parenExprs(n.Args) }

func (n *Event) RefOf() *Ref { return n.Ref }

func (*Event) Declares() string { return "" }

func (n *Event) format(p *printer) { p.stmt(n) }

func (*Event) stmtNode() {}

// Mark sets or clears a flag on a unit: `mark unit as charging(target)`,
// `unmark unit as shaken`.
type Mark struct {
	span
	Verb string  `parser:"@(\"mark\" | \"unmark\")"`
	Unit *Expr   `parser:"@@ \"as\""`
	Flag string  `parser:"@Ident"`
	Args []*Expr `parser:"( \"(\" ( @@ ( \",\" @@ )* )? \")\" )?"`
	Ref  *Ref    `parser:"@@?"`
}

func (n *Mark) eachChild(fn func(Node)) {
	n.Unit.put(fn)
	eachNode(n.Args, fn)
	n.Ref.put(fn)
}

func (n *Mark) Head() string {
	return n.Verb + " " + n.Unit.String() + " as " + n.Flag + parenExprs(n.Args)
}

func (n *Mark) RefOf() *Ref { return n.Ref }

func (*Mark) Declares() string { return "" }

func (n *Mark) format(p *printer) { p.stmt(n) }

func (*Mark) stmtNode() {}

// Remove takes a unit off the table; it stays in the world, marked removed.
type Remove struct {
	span
	Unit *Expr `parser:"\"remove\" @@"`
	Ref  *Ref  `parser:"@@?"`
}

func (n *Remove) eachChild(fn func(Node)) {
	n.Unit.put(fn)
	n.Ref.put(fn)
}

func (n *Remove) Head() string { return "remove " + n.Unit.String() }

func (n *Remove) RefOf() *Ref { return n.Ref }

func (*Remove) Declares() string { return "" }

func (n *Remove) format(p *printer) { p.stmt(n) }

func (*Remove) stmtNode() {}

// Set writes an entry of a memory: `set arc(unit, e) = arc_of(e, unit, by)`.
type Set struct {
	span
	Name  string  `parser:"\"set\" @Ident \"(\""`
	Keys  []*Expr `parser:"( @@ ( \",\" @@ )* )? \")\" \"=\""`
	Value *Expr   `parser:"@@"`
	Ref   *Ref    `parser:"@@?"`
}

func (n *Set) eachChild(fn func(Node)) {
	eachNode(n.Keys, fn)
	n.Value.put(fn)
	n.Ref.put(fn)
}

func (n *Set) Head() string {
	keys := make([]string, len(n.Keys))
	for i, k := range n.Keys {
		keys[i] = k.String()
	}
	return "set " + n.Name + "(" + strings.Join(keys, ", ") + ") = " + n.Value.String()
}

func (n *Set) RefOf() *Ref { return n.Ref }

func (*Set) Declares() string { return "" } // a memory is set in many places

func (n *Set) format(p *printer) { p.stmt(n) }

func (*Set) stmtNode() {}

// Fail ends the run with an error citing the rule.
type Fail struct {
	span
	Message string `parser:"\"fail\" @String"`
	Ref     *Ref   `parser:"@@?"`
}

func (n *Fail) eachChild(fn func(Node)) { n.Ref.put(fn) }

func (n *Fail) Head() string { return "fail " + quote(n.Message) }

func (n *Fail) RefOf() *Ref { return n.Ref }

func (*Fail) Declares() string { return "" }

func (n *Fail) format(p *printer) { p.stmt(n) }

func (*Fail) stmtNode() {}

// Assert ends the run with an error citing the rule when its condition
// does not hold: `assert len(enemies(unit)) > 0, "no enemy"`.
// It states what a rules file takes for granted, for the language's own
// tests and for rules writers.
type Assert struct {
	span
	Cond    *Expr  `parser:"\"assert\" @@"`
	Message string `parser:"\",\" @String"`
	Ref     *Ref   `parser:"@@?"`
}

func (n *Assert) eachChild(fn func(Node)) {
	n.Cond.put(fn)
	n.Ref.put(fn)
}

func (n *Assert) Head() string { return "assert " + n.Cond.String() + ", " + quote(n.Message) }

func (n *Assert) RefOf() *Ref { return n.Ref }

func (*Assert) Declares() string { return "" }

func (n *Assert) format(p *printer) { p.stmt(n) }

func (*Assert) stmtNode() {}

// Action is a geometric action provided by the engine:
// `pivot unit, to: facing(leader)`.
type Action struct {
	span
	Name string `parser:"@Ident"`
	Args []*Arg `parser:"( @@ ( \",\" @@ )* )?"`
	Ref  *Ref   `parser:"@@?"`
}

func (n *Action) eachChild(fn func(Node)) {
	eachNode(n.Args, fn)
	n.Ref.put(fn)
}

func (n *Action) Head() string {
	if len(n.Args) == 0 {
		return n.Name
	}
	return n.Name + " " + ArgsText(n.Args)
}

func (n *Action) RefOf() *Ref { return n.Ref }

func (*Action) Declares() string { return "" }

func (n *Action) format(p *printer) { p.stmt(n) }

func (*Action) stmtNode() {}
