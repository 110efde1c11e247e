package check

import (
	"reflect"

	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/types"
)

// The bridge from the Go types that parameters, constants and run-time
// values still carry (reflect.Type) to the language's types (types.Type).

var intType = reflect.TypeOf(0)

// typeOf returns the language's type of a Go type, a number's dimension
// from d.
func typeOf(t reflect.Type, d dim) types.Type {
	switch t {
	case nil, anyType:
		return types.AnyT
	case floatType, intType:
		switch d {
		case dimLength:
			return types.LengthT
		case dimAngle:
			return types.AngleT
		}
		return types.NumberT
	case boolType:
		return types.BoolT
	case strType:
		return types.WordT
	case vecType:
		return types.PointT
	case bodyType:
		return types.UnitT
	case placeT:
		return types.PlacementT
	case spotType:
		return types.SpotT
	case modelType:
		return types.ModelT
	}
	switch t.Kind() {
	case reflect.Slice, reflect.Array:
		return types.ListOf(typeOf(t.Elem(), dimUnknown))
	case reflect.Map:
		return types.MapOf(typeOf(t.Elem(), dimUnknown))
	case reflect.Interface:
		return types.AnyT
	}
	return types.AnyT
}

// dimOfType is the dimension of a number of type t, unknown for any other.
func dimOfType(t types.Type) dim {
	switch t.Kind {
	case types.Number:
		return dimNumber
	case types.Length:
		return dimLength
	case types.Angle:
		return dimAngle
	}
	return dimUnknown
}

// declaredType returns the type a declaration writes (`u: unit`), Invalid
// for a name that is none.
func declaredType(name string) types.Type {
	t, ok := types.Parse(name)
	if !ok {
		return types.InvalidT
	}
	return t
}

// newInfoFor returns an empty Info for checking files, its tables of uses
// and types sized for them (about one name used in 40 bytes of rules and
// one expression node in 10), so that filling them rarely grows them.
func newInfoFor(files []*Source) *Info {
	n, toks := sizeOf(files)
	uses, nodes := n/40, n/10 // by the bytes, for trees built otherwise
	if toks > 0 {
		// Of the bundled rulesets and the generated one, the uses are 47-51%
		// of the tokens of the expressions, and the nodes about 78%: sized
		// by the bytes, the tables of a file with comments were three times
		// too large and those of the generated file grew twice. Of the
		// uses, those not of an expression's name (Uses.SetIdent) are about
		// one in eight (1,078 of 8,429 in BenchmarkCheck's ruleset).
		uses, nodes = toks/2+16, toks*7/8+16
	}
	// The declarations are 6-19% of the expressions' tokens (the bundled
	// rulesets and the generated one), those visible in a part of a body
	// about two in three: the tables grew three to eight times, each
	// growth moving every entry (a position, a string, through the write
	// barrier while the collector marks).
	defs := toks/8 + 16
	if toks == 0 {
		defs = n / 80
	}
	return &Info{Uses: newUses(uses/8, nodes), Types: newTypes(nodes), Bindings: make([]*Binding, 0, defs),
		Defs: make(map[grammar.Position]*Binding, defs), vis: make(map[*Binding]extent, defs*3/4)}
}

// sizeOf returns the bytes of files and the tokens of their expressions
// (0 for trees built otherwise), by which the checker's tables are sized.
func sizeOf(files []*Source) (bytes, toks int) {
	for _, f := range files {
		bytes += len(f.Src)
		if f.AST != nil {
			toks += f.AST.ExprTokens()
		}
	}
	return bytes, toks
}
