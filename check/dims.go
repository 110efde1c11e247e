package check

import (
	"strings"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/types"
)

// dim is what a number measures: a length, an angle (degrees) or a plain
// number (a count, a roll), as the statements' own checks of their
// arguments read it (the expression checker reads types.Type, whose kinds
// carry the dimension): they refuse a bare 3 where a length is wanted (it
// would be 3 mm whatever the file's units) or an angle given as a length.
type dim uint8

const (
	dimUnknown dim = iota // not a number, or not known (a prop, a list)
	dimNumber
	dimLength
	dimAngle
)

func (d dim) String() string {
	switch d {
	case dimNumber:
		return "a number"
	case dimLength:
		return "a length"
	case dimAngle:
		return "an angle"
	}
	return "a value"
}

// dimOf is what the checker knows of an expression's number.
type dimOf struct {
	d      dim
	rolled bool   // name holds a roll's total (or dice)
	lit    string // the bare number as written, when the expression is one
	name   string // the variable holding a plain number, when the expression is one
}

// setDim sets e's dimension to d field by field, its strings only where
// d has them (most have neither): a dimOf assigned whole into an Expr,
// which is on the heap, is copied through the bulk write barrier while
// the collector marks (wbMove, about 300 instructions, for its two
// strings), once for every expression the check lowers.
func (e *Expr) setDim(d dimOf) {
	e.d, e.rolled = d.d, d.rolled
	if d.lit != "" || d.name != "" {
		b := e.bareOf()
		b.lit, b.name = d.lit, d.name
	}
}

// dim returns what e's number measures (setDim).
func (e *Expr) dim() dimOf {
	d := dimOf{d: e.d, rolled: e.rolled}
	if e.bare != nil {
		d.lit, d.name = e.bare.lit, e.bare.name
	}
	return d
}

// typeDim is the dimension of a number of type t, unknown for anything
// else (a prop's number, which mixes with either).
func typeDim(t types.Type) dim {
	switch t.Kind {
	case types.Length:
		return dimLength
	case types.Angle:
		return dimAngle
	case types.Number:
		return dimNumber
	}
	return dimUnknown
}

// kindDim is the dimension of a procedure parameter declared with kind.
func kindDim(kind string) dim {
	switch kind {
	case "length":
		return dimLength
	case "angle":
		return dimAngle
	case "number":
		return dimNumber
	}
	return dimUnknown
}

// setRolled records that a variable just defined in sc holds a roll: a
// plain number (or a list of them), never a length, however the rule text
// speaks of "the distance rolled".
func (sc *scope) setRolled(name string) {
	if sc.rolled == nil {
		sc.rolled = map[string]bool{}
	}
	sc.rolled[name] = true
}

// isRolled reports whether the variable name holds a roll.
func isRolled(sc *scope, name string) bool {
	for s := sc; s != nil; s = s.parent {
		if s.index(name) >= 0 {
			return s.rolled[name]
		}
	}
	return false
}

// wantDim checks a value of dimension got where want is expected: a bare
// number, or a variable holding a plain number such as a roll's total, is
// refused where a length is wanted (except 0), a length where an angle is,
// and so on; unknown dimensions pass. of, if not nil, is the compiled
// expression got is of, whose text a hint may show.
func (ck *checker) wantDim(got dimOf, of *Expr, want dim, what string, report func(hint, format string, args ...any)) {
	if want == dimUnknown || want == dimNumber && got.d != dimLength && got.d != dimAngle {
		return
	}
	if got.d == dimUnknown || got.d == want || want == dimAngle && got.d == dimNumber {
		return // angles are written in bare degrees
	}
	u := ck.units.Default
	if u == "" {
		u = "in"
	}
	switch {
	case got.lit == "0":
		return // 0 is 0 in any unit
	case got.lit != "":
		report("write "+got.lit+u, "%s must be a length, not the bare number %s", what, got.lit)
	case want == dimLength && got.rolled:
		report("write "+got.name+" * 1"+u, "%s must be a length, not the dice total %s", what, got.name)
	case want == dimLength && got.name != "":
		report("write "+got.name+" * 1"+u, "%s must be a length, not the number %s", what, got.name)
	case want == dimLength && got.d == dimNumber && of != nil && of.Text() != "":
		report("write "+bracketed(of.Text())+" * 1"+u, "%s must be a length, not a number", what)
	default:
		report("", "%s must be %s, not %s", what, want, got.d)
	}
}

// bracketed returns an expression's text ready to be multiplied: in
// brackets unless it is a name or a call.
func bracketed(text string) string {
	if strings.ContainsAny(text, " +-*/%<>=!?:") {
		return "(" + text + ")"
	}
	return text
}

// ShowLength shows v, a length in millimetres, in the default unit of
// the rules e is written in (as Show shows a length-valued e): the
// elements of a list of lengths, which Show gives as bare millimetres.
func (e *Expr) ShowLength(v any) string {
	unit, units := e.LengthUnit()
	switch x := v.(type) {
	case float64:
		return geom.FormatLength(x, unit, units)
	case int:
		return geom.FormatLength(float64(x), unit, units)
	}
	return Show(v)
}

// LengthUnit returns the default unit of lengths of the rules e is
// written in (in, where they name none) and their units.
func (e *Expr) LengthUnit() (string, geom.Units) {
	units := e.unitsOf()
	u := units.Default
	if u == "" {
		u = "in"
	}
	return u, units
}

// Show formats a value the expression produced, for -explain and traces:
// a length in the file's unit with the unit written (`1.75in`, `45p`), any
// other value as Show does.
func (e *Expr) Show(v any) string {
	if i, ok := v.(int); ok {
		v = float64(i) // a whole number of millimetres
	}
	if x, ok := v.(float64); ok && e.d == dimLength {
		units := e.unitsOf()
		u := units.Default
		if u == "" {
			u = "in"
		}
		return geom.FormatLength(x, u, units)
	}
	return Show(v)
}
