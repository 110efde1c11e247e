package grammar

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"
)

// Position is a place in a source file.
type Position = lexer.Position

// Node is implemented by every syntax node.
type Node interface {
	Span() (start, end Position)
	// spanOf returns the node's span (embedded), for the parser to set.
	spanOf() *span
	// eachChild calls fn for each direct child in source order.
	eachChild(fn func(Node))
}

// Decl is a top-level declaration: *Units, *Pace, *Import, *Const, *Def,
// *Remember, *Order, *Procedure, *Source or *Unencoded. decls in parse.go lists them.
type Decl interface {
	Node
	// format prints the declaration.
	format(p *printer)
	// declNode marks the declarations (visit.go), as no statement is one.
	declNode()
}

// Stmt is one statement of a block. Each statement type carries its own
// grammar, head text and ref; stmts in parse.go lists them.
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
	// stmtNode marks the statements (visit.go), as no declaration is one.
	stmtNode()
}

// span is embedded in every node; participle fills Pos and EndPos.
type span struct {
	Pos    lexer.Position
	EndPos lexer.Position
}

// Span returns the node's start and end positions.
func (s span) Span() (Position, Position) { return s.Pos, s.EndPos }

// File is one .rules file.
type File struct {
	span
	Header *Header `parser:"NL* ( @@ NL* )?"`
	Decls  []Decl  `parser:"( @@ NL* )*"`
}

// Header names the ruleset: `ruleset "Skirmish movement" version "0.1"`.
type Header struct {
	span
	Name    string `parser:"\"ruleset\" @String"`
	Version string `parser:"( \"version\" @String )?"`
}

// Units sets the default unit of bare lengths: `units in`.
type Units struct {
	span
	Unit string `parser:"\"units\" @(Ident | String)"`
}

// Pace sets the length of a pace: `pace 0.5mm`.
type Pace struct {
	span
	Length string `parser:"\"pace\" @Length"`
}

// Import brings the procedures and constants of another file into scope.
type Import struct {
	span
	Path string `parser:"\"import\" @String"`
}

// Source names a text the ruleset encodes, relative to the rules file:
// `source "../texts/movement.txt"`. Refs may quote it.
type Source struct {
	span
	Path string `parser:"\"source\" @String"`
}

// Unencoded marks a passage of a source as deliberately not encoded, with
// the reason: `unencoded "Roll a die for the weather." because "no
// weather in the engine"`; `because` may start the next line. The quote
// and the reason may each be written as adjacent strings, joined.
type Unencoded struct {
	span
	Quote  string `parser:"\"unencoded\" @String+"`
	Reason string `parser:"NL* \"because\" @String+"`
}

// Const is a named value: `const spacing = 1in`.
type Const struct {
	span
	Name  string `parser:"\"const\" @Ident \"=\""`
	Value *Expr  `parser:"@@"`
	Ref   *Ref   `parser:"@@?"`
}

// Def is a named value or predicate with parameters, written once and
// used in any expression of the file or of those importing it:
// `def fled(u: unit) = filter(enemies(u), has(it, "fleeing"))`.
type Def struct {
	span
	Name   string   `parser:"\"def\" @Ident \"(\""`
	Params []*Param `parser:"( @@ ( \",\" @@ )* )? \")\" \"=\""`
	Value  *Expr    `parser:"@@"`
	Ref    *Ref     `parser:"@@?"`
}

// Remember declares a memory: a value of one type kept during a run for
// one unit or a pair of units, written by `set` and read like a call:
// `remember arc(u: unit, other: unit): word default "" ref "..."`.
// Without a default, reading an entry never set is a run error.
type Remember struct {
	span
	Name    string   `parser:"\"remember\" @Ident \"(\""`
	Params  []*Param `parser:"( @@ ( \",\" @@ )* )? \")\" \":\""`
	Type    string   `parser:"@Ident"`
	Default *Expr    `parser:"( \"default\" @@ )?"`
	Ref     *Ref     `parser:"@@?"`
}

// Order is a named priority order, written once and used by any pick of
// the file or of those importing it: `order nearest(u: unit, to: unit)
// { minimise centre_distance(u, to) }`, then `pick e from enemies(unit)
// by nearest(unit)`. The first parameter is the candidate the lines rank;
// the others are the arguments of the pick that uses it.
type Order struct {
	span
	Name       string      `parser:"\"order\" @Ident \"(\""`
	Params     []*Param    `parser:"( @@ ( \",\" @@ )* )? \")\""`
	Ref        *Ref        `parser:"@@? \"{\" NL*"`
	Priorities []*Priority `parser:"( @@ NL* )* \"}\""`
}

// Procedure is a named, ordered procedure with typed parameters.
type Procedure struct {
	span
	Name   string   `parser:"\"procedure\" @Ident \"(\""`
	Params []*Param `parser:"( @@ ( \",\" @@ )* )? \")\""`
	Ref    *Ref     `parser:"@@?"`
	Body   *Block   `parser:"@@"`
}

// Param is a typed parameter: `unit: unit`.
type Param struct {
	span
	Name     string `parser:"@Ident \":\""`
	Type     string `parser:"@Ident"`
	Optional bool   `parser:"@\"?\"?"`
}

// Ref cites the rule text a clause encodes: `ref "2.2 Enemy Unit"`. A
// long quotation may be written as adjacent strings on lines of their own
// (`ref "2.2: If the first "` then `"obstacle would be"`); Text is them
// joined.
type Ref struct {
	span
	Text string `parser:"\"ref\" @String+"`
}

// Block is a braced list of statements.
type Block struct {
	span
	Stmts []Stmt `parser:"\"{\" NL* ( @@ NL* )* \"}\""`
}

// Step is a numbered or named step of a procedure: `step 1 "Pivot" { ... }`.
type Step struct {
	span
	Label string `parser:"\"step\" @(Number | Ident)"`
	Title string `parser:"@String?"`
	Ref   *Ref   `parser:"@@?"`
	Body  *Block `parser:"@@"`
}

// Let binds a name to a value.
type Let struct {
	span
	Name  string `parser:"\"let\" @Ident \"=\""`
	Value *Expr  `parser:"@@"`
	Ref   *Ref   `parser:"@@?"`
}

// Set writes an entry of a memory: `set arc(unit, e) = arc_of(e, unit, by)`.
type Set struct {
	span
	Name  string  `parser:"\"set\" @Ident \"(\""`
	Keys  []*Expr `parser:"( @@ ( \",\" @@ )* )? \")\" \"=\""`
	Value *Expr   `parser:"@@"`
	Ref   *Ref    `parser:"@@?"`
}

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

// First is an ordered group where the first applicable clause wins.
type First struct {
	span
	Name      string     `parser:"\"first\" @String"`
	Else      string     `parser:"( \"else\" @(\"error\" | \"nothing\") )?"`
	Ref       *Ref       `parser:"@@? \"{\" NL*"`
	Whens     []*When    `parser:"( @@ NL* )*"`
	Otherwise *Otherwise `parser:"( @@ NL* )? \"}\""`
}

// When is one clause of a First group.
type When struct {
	span
	Cond *Expr  `parser:"\"when\" @@"`
	Ref  *Ref   `parser:"@@?"`
	Body *Block `parser:"@@"`
}

// Otherwise is the clause that applies when no earlier one does.
type Otherwise struct {
	span
	Ref  *Ref   `parser:"\"otherwise\" @@?"`
	Body *Block `parser:"@@"`
}

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

// OrderUse names the order a pick follows, with the arguments of its
// parameters after the first: `by nearest(unit)`.
type OrderUse struct {
	span
	Name string  `parser:"@Ident"`
	Args []*Expr `parser:"( \"(\" ( @@ ( \",\" @@ )* )? \")\" )?"`
}

// Priority is one line of a priority order.
type Priority struct {
	span
	Kind  string `parser:"@(\"minimise\" | \"maximise\" | \"prefer\" | \"require\")"`
	Value *Expr  `parser:"@@"`
	Ref   *Ref   `parser:"@@?"`
}

// If runs its body when the condition holds.
type If struct {
	span
	Cond *Expr  `parser:"\"if\" @@"`
	Ref  *Ref   `parser:"@@?"`
	Then *Block `parser:"@@"`
	Else *Block `parser:"( \"else\" @@ )?"`
}

// For runs its body once for each element of a list.
type For struct {
	span
	Var  string `parser:"\"for\" @Ident \"in\""`
	List *Expr  `parser:"@@"`
	Body *Block `parser:"@@"`
}

// Goto jumps to a step of the current procedure: `goto step 2`.
type Goto struct {
	span
	Label string `parser:"\"goto\" \"step\" @(Number | Ident)"`
	Ref   *Ref   `parser:"@@?"`
}

// Skip marks later steps as not to be run: `skip steps 2, 3`.
type Skip struct {
	span
	Labels []string `parser:"\"skip\" (\"step\" | \"steps\") @(Number | Ident) ( \",\" @(Number | Ident) )*"`
	Ref    *Ref     `parser:"@@?"`
}

// Stop ends the current procedure.
type Stop struct {
	span
	Keyword string `parser:"@\"stop\""`
	Ref     *Ref   `parser:"@@?"`
}

// Call runs another procedure: `call close_in(unit: unit, target: t)`.
type Call struct {
	span
	Name string `parser:"\"call\" @Ident \"(\""`
	Args []*Arg `parser:"( @@ ( \",\" @@ )* )? \")\""`
	Ref  *Ref   `parser:"@@?"`
}

// Event records an event: `event contact(unit, target)`.
type Event struct {
	span
	Name string  `parser:"\"event\" @Ident"`
	Args []*Expr `parser:"( \"(\" ( @@ ( \",\" @@ )* )? \")\" )?"`
	Ref  *Ref    `parser:"@@?"`
}

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

// Remove takes a unit off the table; it stays in the world, marked removed.
type Remove struct {
	span
	Unit *Expr `parser:"\"remove\" @@"`
	Ref  *Ref  `parser:"@@?"`
}

// Fail ends the run with an error citing the rule.
type Fail struct {
	span
	Message string `parser:"\"fail\" @String"`
	Ref     *Ref   `parser:"@@?"`
}

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

// Action is a geometric action provided by the engine:
// `pivot unit, to: facing(leader)`.
type Action struct {
	span
	Name string `parser:"@Ident"`
	Args []*Arg `parser:"( @@ ( \",\" @@ )* )?"`
	Ref  *Ref   `parser:"@@?"`
}

// Arg is an argument, optionally named: `to: facing(leader)`. It parses
// itself (see Parse) so that the name needs no backtracking.
type Arg struct {
	span
	Name  string
	Value *Expr
}

// Comment is a `#` comment, kept by the formatter.
type Comment struct {
	Pos  Position
	Text string
}

// ExprToken is one token of an expression.
type ExprToken struct {
	Kind  string // Length, Dice, Number, String, Ident, Keyword, Op
	Value string // the token's text; a string is re-quoted in double quotes
	Pos   Position
}

// Expr is an expression in expr's syntax, kept as its tokens so that the
// formatter can print it and the checker can map errors back to columns.
type Expr struct {
	span
	Tokens []ExprToken
	// X is the expression's tree, parsed from Tokens (see exprnodes.go
	// and exprparse.go), or nil when they do not parse.
	X ExprNode
	// Err is the syntax error of Tokens, or nil: the file still parses,
	// and the checker reports it with the expression's other problems.
	Err *Error
}

// SetTokens replaces the expression's tokens by toks, made like a
// parser's (see ParseExprTokens), and parses its tree again: a tool that
// edits an expression's tokens keeps the two in step.
func (e *Expr) SetTokens(toks []ExprToken) {
	e.Tokens = toks
	e.X, e.Err = ParseExprTokens(toks)
}

// String returns the expression in canonical spacing.
func (e *Expr) String() string {
	var b strings.Builder
	for i, t := range e.Tokens {
		if i > 0 && needSpace(e.Tokens, i) {
			b.WriteByte(' ')
		}
		b.WriteString(t.Value)
	}
	return b.String()
}
