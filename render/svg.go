package render

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// doc accumulates an SVG document. Attributes are written in the order
// given and numbers always with two decimals, so the same picture is the
// same text.
type doc struct {
	b     strings.Builder
	depth int
}

// num writes v with two decimals, never as -0.00.
func num(v float64) string {
	v = math.Round(v*100) / 100
	if v == 0 || math.IsNaN(v) || math.IsInf(v, 0) {
		return "0.00"
	}
	return strconv.FormatFloat(v, 'f', 2, 64)
}

// esc returns s escaped for XML text and attribute values, as
// encoding/xml's EscapeText does (TestEscMatchesXML): written out here so
// that every rulec process does not link encoding/xml, whose init builds
// its tables (18 kB) in every command, a picture drawn or not.
func esc(s string) string {
	var b strings.Builder
	last := 0
	for i := 0; i < len(s); {
		r, width := utf8.DecodeRuneInString(s[i:])
		var rep string
		switch r {
		case '"':
			rep = "&#34;"
		case '\'':
			rep = "&#39;"
		case '&':
			rep = "&amp;"
		case '<':
			rep = "&lt;"
		case '>':
			rep = "&gt;"
		case '\t':
			rep = "&#x9;"
		case '\n':
			rep = "&#xA;"
		case '\r':
			rep = "&#xD;"
		default:
			if !xmlChar(r) || r == utf8.RuneError && width == 1 {
				rep = "\uFFFD"
			}
		}
		if rep != "" {
			b.WriteString(s[last:i])
			b.WriteString(rep)
			last = i + width
		}
		i += width
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// xmlChar reports whether r may appear in an XML document (the Char
// production of XML 1.0).
func xmlChar(r rune) bool {
	return r == 0x09 || r == 0x0A || r == 0x0D ||
		r >= 0x20 && r <= 0xD7FF ||
		r >= 0xE000 && r <= 0xFFFD ||
		r >= 0x10000 && r <= 0x10FFFF
}

// attrs writes key="value" pairs; kv alternates names and values, a value
// being a string, a float64 or an int.
func (d *doc) attrs(kv []any) {
	for i := 0; i+1 < len(kv); i += 2 {
		d.b.WriteByte(' ')
		d.b.WriteString(kv[i].(string))
		d.b.WriteString(`="`)
		switch v := kv[i+1].(type) {
		case float64:
			d.b.WriteString(num(v))
		case int:
			d.b.WriteString(strconv.Itoa(v))
		case string:
			d.b.WriteString(esc(v))
		}
		d.b.WriteByte('"')
	}
}

// indent starts a line at the current depth.
func (d *doc) indent() {
	for range d.depth {
		d.b.WriteString("  ")
	}
}

// el writes an empty element.
func (d *doc) el(name string, kv ...any) {
	d.indent()
	d.b.WriteString("<" + name)
	d.attrs(kv)
	d.b.WriteString("/>\n")
}

// open starts an element that end closes.
func (d *doc) open(name string, kv ...any) {
	d.indent()
	d.b.WriteString("<" + name)
	d.attrs(kv)
	d.b.WriteString(">\n")
	d.depth++
}

// end closes the element open started.
func (d *doc) end(name string) {
	d.depth--
	d.indent()
	d.b.WriteString("</" + name + ">\n")
}

// text writes an element holding text.
func (d *doc) text(name, s string, kv ...any) {
	d.indent()
	d.b.WriteString("<" + name)
	d.attrs(kv)
	d.b.WriteString(">" + esc(s) + "</" + name + ">\n")
}

// raw writes s as it is, on its own line.
func (d *doc) raw(s string) {
	d.indent()
	d.b.WriteString(s + "\n")
}

// points formats a list of picture points for a polygon or polyline.
func points(ps [][2]float64) string {
	var b strings.Builder
	for i, p := range ps {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(num(p[0]) + "," + num(p[1]))
	}
	return b.String()
}
