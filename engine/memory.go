package engine

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/rulec-dev/rulec/types"
	"github.com/rulec-dev/rulec/world"
)

// Memory describes a memory a rules file declares: a named value kept for
// one unit or a pair of units during a run, such as a distance rolled
// once and read later. MemoryQuery and MemoryAction turn it into a query
// that reads it and an action that writes it, so that reading an entry is
// an ordinary call in expressions and writing one an ordinary action.
type Memory struct {
	Name string
	// Keys names the units an entry is kept for, one or two.
	Keys []string
	// Of is the type of the values as declared: a number, length, angle,
	// word, bool, point, unit or units.
	Of types.Type
	// Type is the Go type of the values, GoType(Of): float64, string,
	// bool, geom.Vec, *world.Body or []*world.Body.
	Type reflect.Type
	// Default, when HasDefault, is what an entry never written reads as;
	// without one, reading it is an error.
	Default    any
	HasDefault bool
	// Where is the declaration's place (file:line:col), for errors.
	Where string
	// Show formats a value for the trace; nil prints it with %v.
	Show func(any) string
}

// MemoryQuery returns the query reading m: m(u) or m(u, v).
func MemoryQuery(m *Memory) *Func {
	var params []param
	for range m.Keys {
		params = append(params, param{typ: types.UnitT, sig: bodyGo})
	}
	f := &Func{Name: m.Name,
		Doc: fmt.Sprintf("%s(%s) reads the memory declared at %s.", m.Name, strings.Join(m.Keys, ", "), m.Where),
		Fn: func(c *Ctx, a []any) (any, error) {
			key, err := m.key(a)
			if err != nil {
				return nil, err
			}
			v, ok := c.W.Memory[key]
			if !ok {
				if m.HasDefault {
					return m.Default, nil
				}
				return nil, fmt.Errorf("%s was never set: nothing is remembered for it (declared at %s; "+
					"set it first, or give the declaration a default)", m.entry(key), m.Where)
			}
			return m.load(c, v), nil
		}}
	f.Defaulted = func(c *Ctx, a []any) bool {
		key, err := m.key(a)
		if err != nil || !m.HasDefault {
			return false
		}
		_, set := c.W.Memory[key]
		return !set
	}
	return declare(f, params, param{typ: m.of(), sig: m.Type}).Reading(Remembered)
}

// of returns the declared type of m's values.
func (m *Memory) of() types.Type {
	if m.Of == (types.Type{}) {
		return TypeOf(m.Type)
	}
	return m.Of
}

// MemoryAction returns the action writing m: its key units, then to:, the
// value. The trace notes what was set.
func MemoryAction(m *Memory) *Action {
	var params []ActionParam
	for _, k := range m.Keys {
		params = append(params, ActionParam{Name: k, Type: types.UnitT})
	}
	params = append(params, ActionParam{Name: "to", Type: m.of()})
	return (&Action{Name: "set " + m.Name, Params: params,
		Doc: fmt.Sprintf("set %s(%s) = V writes the memory declared at %s.", m.Name, strings.Join(m.Keys, ", "), m.Where),
		Run: func(c *Ctx, a []any) error {
			key, err := m.key(a[:len(m.Keys)])
			if err != nil {
				return err
			}
			v := a[len(m.Keys)]
			c.W.TouchMemory()
			if c.W.Memory == nil {
				c.W.Memory = map[world.MemoryKey]any{}
			}
			c.W.Memory[key] = m.store(v)
			shown := fmt.Sprint(v)
			if m.Show != nil {
				shown = m.Show(v)
			}
			c.Note("set", fmt.Sprintf("set %s = %s", m.entry(key), shown))
			return nil
		}}).Changing(Remembered)
}

// key returns the entry of m for the units a.
func (m *Memory) key(a []any) (world.MemoryKey, error) {
	ids := make([]string, 2)
	for i := range m.Keys {
		u, _ := a[i].(body)
		if u == nil {
			return world.MemoryKey{}, fmt.Errorf("%s: %s is no unit", m.Name, m.Keys[i])
		}
		ids[i] = u.ID
	}
	return world.MemoryKey{Name: m.Name, A: ids[0], B: ids[1]}, nil
}

// entry writes an entry as rules read it: arc(B, E).
func (m *Memory) entry(k world.MemoryKey) string {
	if k.B == "" {
		return k.Name + "(" + k.A + ")"
	}
	return k.Name + "(" + k.A + ", " + k.B + ")"
}

// store returns what the world keeps of a value: units by their ids, so
// that a copy of the world reads its own units back.
func (m *Memory) store(v any) any {
	switch x := v.(type) {
	case body:
		if x == nil {
			return nil
		}
		return x.ID
	case bodies:
		ids := make([]string, len(x))
		for i, b := range x {
			ids[i] = b.ID
		}
		return ids
	}
	return v
}

// load returns the value a kept one stands for in c's world.
func (m *Memory) load(c *Ctx, v any) any {
	switch m.Type {
	case bodyGo:
		id, _ := v.(string)
		return c.W.Get(id)
	case bodiesGo:
		ids, _ := v.([]string)
		out := make(bodies, 0, len(ids))
		for _, id := range ids {
			if b := c.W.Get(id); b != nil {
				out = append(out, b)
			}
		}
		return out
	}
	return v
}
