"""build.py: for each scenario of scen.py: the first model by the rule, the
reach bounds, the witness (given or searched), the checks that the expected
values equal both, the header, the YAML (python3 build.py writes the files)."""
import sys
import check as C
import gen as G

EPS = 0.02  # no reach within 0.02in of the move: no tolerance edge by accident

def build(s):
    s.setdefault("board", (72, 48))
    s.setdefault("unit", "A")
    s.setdefault("target", "B")
    s.setdefault("move", 6)
    if s.get("dice"):
        s["eff_move"] = max(s["dice"][0])
    else:
        s["eff_move"] = s["move"]
    for k, u in s["units"].items():
        u["models"] = [tuple(p) for p in u["models"]]
    U, T = s["unit"], s["target"]
    n = len(s["units"][U]["models"])
    nt = len(s["units"][T]["models"])
    mv = s["eff_move"]
    lines = []
    fi, fj, g, end, g2 = G.first_move(s)
    if "first" in s:
        fi, fj, end, firstroute = s["first"]
    else:
        firstroute = [end]
    M, spots = C.bound_reach(s)
    reach_c = [i for i in M if any(v is not None and v <= mv + C.TOL for v in M[i].values())]
    reach_t = sorted({kj for i in M for kj, v in M[i].items() if v is not None and v <= mv + C.TOL and kj[0] == T})
    mins = [min((v for v in M[i].values() if v is not None), default=None) for i in M]
    tmins = [min((M[i][kj] for i in M if M[i][kj] is not None), default=None) for kj in spots]
    for v in mins + tmins:
        if v is not None and abs(v - mv) < EPS and not s.get("edge_ok"):
            raise SystemExit("%s: reach %.4f too near the move" % (s["file"], v))
    didnt = s.get("didnt", False)
    exp = s["exp"]
    res = None
    if not didnt:
        w = s.get("witness")
        if w is None:
            b = C.find_witness(s, (fi, end), tries=s.get("tries", 200), step=s.get("step", 1.0), seed=s.get("seed", 1))
            if b is None:
                raise SystemExit("%s: no witness" % s["file"])
            order = b[1]
        else:
            order = [(fi, firstroute)] + w
        res = C.verify(s, {"order": order})
        got = (len(res["in_contact"]), len(res["touched"]), len(res["engaged"]))
        want = (exp["in_contact"], exp["touched"], exp["engaged"])
        rc = C.r_of(s["units"][U])
        eng_b = [i for i in M if any(v is not None and v <= mv + 2 + 2 * rc + C.TOL for v in M[i].values())]
        for v in mins:
                if v is not None and abs(v - (mv + 2 + 2 * rc)) < EPS and not s.get("edge_ok"):
                    raise SystemExit("%s: engage reach %.4f too near" % (s["file"], v))
        bnd = s.get("bound", (len(reach_c), len(reach_t), len(eng_b)))
        if got != want:
            raise SystemExit("%s: witness %s != expected %s" % (s["file"], got, want))
        if bnd[0] != want[0] or bnd[1] != want[1] or (bnd[2] is not None and bnd[2] != want[2]):
            raise SystemExit("%s: bound %s != expected %s (reach %d,%d)" % (s["file"], bnd, want, len(reach_c), len(reach_t)))
        s["_order"] = order
    else:
        if reach_c:
            raise SystemExit("%s: didnt but %s reach" % (s["file"], reach_c))
    # header
    h = [s["title"], ""]
    h += ["Rule text (seed 004): " + s["cite"], ""]
    h += [x for x in s["why"].strip("\n").split("\n")]
    h.append("")
    h.append("Working (inches; 25mm r=0.492126, 32mm r=0.629921, 40mm r=0.787402, 50mm r=0.984252;")
    h.append("a route is never shorter than the straight line, so straight reach bounds every model):")
    h.append("move %s%s." % (G.fmt(mv), " (the higher die of %s)" % (s["dice"][0],) if s.get("dice") else ""))
    h.append("First model: %s#%d (straight gap %.4f to %s#%d; next least %.4f), %s" % (U, fi, g if "first" not in s else s.get("first_len", g), T, fj, g2, "ends at " + G.pt(end) if not didnt else "cannot reach"))
    h.append("Least straight distance from each charger model to a legal contact spot on any model of the target:")
    row = []
    for i in M:
        m = min(((v, kj) for kj, v in M[i].items() if v is not None), default=None)
        row.append("#%d %s" % (i, "none" if m is None else "%.3f(%s#%d)" % (m[0], m[1][0], m[1][1])))
    for k in range(0, len(row), 5):
        h.append("  " + ", ".join(row[k:k + 5]))
    if not didnt:
        h.append("Bound: models within reach %d %s; target models with a charger in reach %d %s." % (
            len(reach_c), reach_c, len(reach_t), [j for _, j in reach_t]))
        h.append("ENGAGED needs an end within 2in+2r of a contact spot: within move+2+2r=%.3f of one: %d %s." % (mv + 2 + 2 * rc, len(eng_b), eng_b))
        if s.get("bound_note"):
            h += s["bound_note"].strip("\n").split("\n")
        h.append("Witness (order of moves, straight legs, each checked against every model standing at the time):")
        for i, pts in order:
            h.append("  #%d -> %s (%.3f)" % (i, " -> ".join(G.pt(p) for p in pts), C.path_len([s["units"][U]["models"][i]] + list(pts))))
        h.append("Witness: in contact %s, target models touched %s, ENGAGED %s, coherent." % (
            res["in_contact"], res["touched"], res["engaged"]))
    else:
        h.append("No model reaches: the charge does not proceed, nothing moves.")
    s["header"] = "\n".join(h)
    # expect
    eu = {}
    if didnt:
        eu[U] = {"moved": False, "state": {"lacks": ["locked"]}}
        eu[T] = {"moved": False, "state": {"lacks": ["locked"]}}
        ev = ["didnt_make_it %s %s" % (U, T)]
        ne = ["engaged %s %s" % (U, T)]
    else:
        a = {}
        if s.get("pin_first", True):
            a["models"] = {fi: end}
        a["in_contact"] = exp["in_contact"]
        a["engaged"] = exp["engaged"]
        if n > 1:
            a["coherent"] = True
        a["state"] = {"has": ["locked"]}
        unch = [k for k in C.enemies(s, U) if k not in C.charged(s)]
        if unch:
            a["clear_of"] = unch
        eu[U] = a
        eu[T] = {"moved": False, "in_contact": exp["touched"], "state": {"has": ["locked"]}}
        for k in unch:
            eu[k] = {"moved": False}
        ev = s["events"] if "events" in s else ["engaged %s %s" % (U, T)]
        ne = s.get("no_events", [])
    for k, v in s.get("extra_units", {}).items():
        eu.setdefault(k, {}).update(v)
    s["expect"] = {"units": eu, "events": ev, "no_events": ne}
    return G.yaml_of(s)

if __name__ == "__main__":
    import scen
    only = sys.argv[1:]
    for s in scen.ALL:
        if only and s["file"] not in only:
            continue
        y = build(s)
        open(s["file"] + ".yaml", "w").write(y)
        print("wrote", s["file"])
