package render

import (
	"hash/fnv"
	"strings"
)

// colours is how one side is painted: a light fill for bases and a dark
// stroke for outlines, paths and labels.
type colours struct{ fill, stroke string }

// sideColours returns a side's colours. A side named after a colour gets
// that colour; any other name gets one of a fixed set chosen by a hash of
// the name, so a side looks the same in every picture.
func sideColours(side string) colours {
	switch strings.ToLower(side) {
	case "red":
		return colours{"#ef9a9a", "#b71c1c"}
	case "blue":
		return colours{"#90caf9", "#0d47a1"}
	case "green":
		return colours{"#a5d6a7", "#1b5e20"}
	case "yellow":
		return colours{"#fff59d", "#8d6e00"}
	case "orange":
		return colours{"#ffcc80", "#e65100"}
	case "purple":
		return colours{"#ce93d8", "#4a148c"}
	case "black":
		return colours{"#9e9e9e", "#212121"}
	case "white":
		return colours{"#fafafa", "#616161"}
	}
	others := [...]colours{
		{"#80cbc4", "#004d40"}, // teal
		{"#bcaaa4", "#4e342e"}, // brown
		{"#f48fb1", "#880e4f"}, // pink
		{"#9fa8da", "#1a237e"}, // indigo
		{"#c5e1a5", "#33691e"}, // lime
		{"#80deea", "#006064"}, // cyan
		{"#ffe082", "#8d5a00"}, // amber
		{"#b39ddb", "#311b92"}, // deep purple
	}
	h := fnv.New32a()
	h.Write([]byte(side))
	return others[h.Sum32()%uint32(len(others))]
}

// terrainStyle returns the fill, outline and label colour of a kind of
// terrain: impassable dark, dangerous and difficult hatched, open a light
// tint, anything else a neutral tint.
func terrainStyle(kind string) (fill, stroke, ink string) {
	switch kind {
	case "impassable":
		return "#5d5d5d", "#2e2e2e", "#ffffff"
	case "dangerous":
		return "url(#hatch-dangerous)", "#b5523b", "#5a1f10"
	case "difficult":
		return "url(#hatch-difficult)", "#6b8e23", "#2f3f12"
	case "open":
		return "#e3efd5", "#9ab87a", "#3d5a1e"
	}
	return "#e6e0d4", "#998f7a", "#4a4334"
}

// css is the document's style sheet: what every picture's elements of a
// class share. Colours that depend on a side or kind are attributes.
const css = `
.board{fill:#f5f1e6;stroke:#8a8a8a;stroke-width:1.5}
.offboard{fill:#d6d6d6}
.grid{stroke:#e2dccb;stroke-width:0.5}
.grid6{stroke:#cfc7b0;stroke-width:0.8}
.tick{font-size:9px;fill:#777}
.tick-unit{font-size:9px;fill:#555;font-style:italic}
.base{stroke-width:1}
.model{stroke-width:1}
.front{stroke-width:3.5;stroke-linecap:butt}
.start{fill:none;stroke-width:1.2;stroke-dasharray:5 3}
.via{fill:none;stroke-width:1;stroke-dasharray:1 2;opacity:0.8}
.start-front{stroke-width:2.5;stroke-dasharray:5 3}
.move{stroke-width:1.6;fill:none}
.pivot{stroke-width:1.4;fill:none}
.arc{stroke-width:0.8;stroke-dasharray:2 3}
.removed{stroke:#222;stroke-width:2}
.label{font-size:12px;font-weight:bold;text-anchor:middle;dominant-baseline:central;paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}
.start-label{font-size:10px;text-anchor:middle;dominant-baseline:central;opacity:0.7}
.terrain{stroke-width:1.2}
.terrain-label{font-size:10px;font-style:italic;text-anchor:middle;dominant-baseline:central}
.outside{paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}
.title{font-size:14px;font-weight:bold}
.legend{font-size:11px;fill:#333}
.caption{font-size:11px;fill:#333}
.failed{fill:#c62828;font-weight:bold}
.failed-frame{fill:none;stroke:#c62828;stroke-width:3}
.past{opacity:0.3}
.uturn{stroke-width:1.6;fill:none}
.badge{fill:#fff3cd;stroke:#b26a00;stroke-width:1}
.badge-text{font-size:9.5px;fill:#5a3600}
.differs .badge{stroke:#d500f9;stroke-width:2.5}
.differs-ring{fill:none;stroke:#d500f9;stroke-width:3;stroke-dasharray:6 3;opacity:0.8}
`

// defs returns the hatchings the terrain fills refer to.
func defs(d *doc) {
	d.open("defs")
	hatch(d, "hatch-dangerous", "#f7ddd3", "#c0604a")
	hatch(d, "hatch-difficult", "#e8efd8", "#7a9a3a")
	d.end("defs")
}

// hatch writes a diagonally hatched pattern over a tint.
func hatch(d *doc, id, tint, line string) {
	d.open("pattern", "id", id, "patternUnits", "userSpaceOnUse", "width", 8.0, "height", 8.0, "patternTransform", "rotate(45)")
	d.el("rect", "width", 8.0, "height", 8.0, "fill", tint)
	d.el("line", "x1", 0.0, "y1", 0.0, "x2", 0.0, "y2", 8.0, "stroke", line, "stroke-width", 2.5)
	d.end("pattern")
}
