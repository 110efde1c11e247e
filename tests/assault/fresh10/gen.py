"""gen.py: writes the fresh10 scenarios from the definitions in scen.py, after
check.py has verified each witness and each bound (run: python3 gen.py)."""
import math
import sys
import check as C

def fmt(x):
    s = ("%.6f" % x).rstrip("0").rstrip(".")
    if s == "-0":
        s = "0"
    return s + "in"

def pt(p):
    return "[%s, %s]" % (fmt(p[0]), fmt(p[1]))

def line(p0, brg, n, sp):
    return [C.at(p0, brg, sp * k) for k in range(n)]

def first_move(s):
    """the rule's first model: least straight movement to contact (open ground,
    checked clear), into contact with its nearest target model."""
    U, T = s["unit"], s["target"]
    rc = C.r_of(s["units"][U])
    rt = C.r_of(s["units"][T])
    best = None
    for i, p in enumerate(s["units"][U]["models"]):
        for j, q in enumerate(s["units"][T]["models"]):
            g = C.d(p, q) - rc - rt
            if best is None or g < best[0]:
                best = (g, i, j)
    ranked = sorted(((C.d(p, q) - rc - rt, i, j) for i, p in enumerate(s["units"][U]["models"]) for j, q in enumerate(s["units"][T]["models"])))
    g, i, j = best
    p = s["units"][U]["models"][i]
    q = s["units"][T]["models"][j]
    end = C.at(q, C.bearing(q, p), rc + rt)
    return i, j, g, end, (ranked[1][0] if len(ranked) > 1 else float("inf"))

def yaml_of(s):
    out = []
    for line_ in s["header"].strip("\n").split("\n"):
        out.append(("# " + line_).rstrip())
    out.append("name: \"%s\"" % s["name"])
    out.append("rules: [../../../rules/assault.rules]")
    out.append("board: {width: %s, depth: %s}" % (fmt(s["board"][0]), fmt(s["board"][1])))
    out.append("units:")
    for k, u in s["units"].items():
        out.append("  %s:" % k)
        out.append("    side: %s" % u["side"])
        out.append("    base: {round: %dmm}" % u["base"])
        out.append("    models:")
        for p in u["models"]:
            out.append("      - %s" % pt(p))
        if u.get("state"):
            out.append("    state: [%s]" % ", ".join(u["state"]))
    if s.get("terrain"):
        out.append("terrain:")
        for t in s["terrain"]:
            out.append("  - name: %s" % t["name"])
            out.append("    kind: %s" % t["kind"])
            out.append("    polygon: [%s]" % ", ".join(pt(p) for p in t["poly"]))
    out.append("run: assault")
    out.append("args: {unit: %s, target: %s, move: %s}" % (s["unit"], s["target"], fmt(s["move"])))
    if s.get("dice"):
        out.append("dice: [%s]" % ", ".join("[%d, %d]" % tuple(x) for x in s["dice"]))
    out.append("expect:")
    out.append("  units:")
    for k, e in s["expect"]["units"].items():
        out.append("    %s:" % k)
        for key, v in e.items():
            if key == "models":
                out.append("      models: {%s}" % ", ".join("%d: %s" % (i, pt(p)) for i, p in v.items()))
            elif key == "state":
                parts = []
                for hk in ("has", "lacks"):
                    if hk in v:
                        parts.append("%s: [%s]" % (hk, ", ".join(v[hk])))
                out.append("      state: {%s}" % ", ".join(parts))
            elif key == "clear_of":
                out.append("      clear_of: {%s}" % ", ".join("%s: 1in" % x for x in v))
            elif isinstance(v, bool):
                out.append("      %s: %s" % (key, "true" if v else "false"))
            else:
                out.append("      %s: %s" % (key, v))
    ev = s["expect"].get("events")
    if ev:
        out.append("  events:")
        for e in ev:
            out.append("    - %s" % e)
    ne = s["expect"].get("no_events")
    if ne:
        out.append("  no_events: [%s]" % ", ".join(ne))
    return "\n".join(out) + "\n"
