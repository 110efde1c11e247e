#!/usr/bin/env python3
"""Which of spec 1.1's model expectations each assault scenario pins.

    python3 tests/assault/pins.py                 # counts per folder and in all
    python3 tests/assault/pins.py -l              # one line a scenario: what it leaves open
    python3 tests/assault/pins.py -l ordinary2    # only scenarios under that folder
    python3 tests/assault/pins.py --open KIND     # the scenarios that leave KIND open

It reads every scenario under tests/assault (and bench/assault_pending) with no rulec: for the
charging unit (`args.unit`) the kinds `models` (every model's centre, or some), `in_contact`,
`engaged`, `coherent`; for the target (`args.target`) `in_contact` (the target models touched)
and `engaged`.  A charge that cannot happen (a `didnt_make_it` event, `moved: false` on the
charging unit, an `error`) pins all it can: nothing moves, so no count is open.  A one-model
unit's `coherent` is never open (it checks nothing).  A kind left open
is "said" when the header gives a reason for it: a comment line naming the kind (in_contact,
engaged, coherent, touched, ENGAGED, coherency) together with "not pinned", "not asserted",
"unpinned", "left open" or "not decided".
"""
import itertools
import math
import os
import re
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
KINDS = ["models", "in_contact", "engaged", "coherent", "touched", "target_engaged"]
WORDS = {
    "in_contact": ["in_contact", "in contact"],
    "engaged": ["engaged"],
    "coherent": ["coherent", "coherency"],
    "touched": ["touched", "target models in contact"],
    "target_engaged": ["engaged"],
    "models": ["centre", "spot"],
}
OPEN = re.compile(r"not pinned|not asserted|unpinned|left open|not decided|cannot be pinned|"
                  r"does not decide|not pin", re.I)


def files():
    for top in (HERE, os.path.join(ROOT, "bench", "assault_pending")):
        for d, _, fs in os.walk(top):
            for f in sorted(fs):
                if f.lower().endswith((".yaml", ".yml")):
                    yield os.path.join(d, f)


def pins(path):
    text = open(path).read()
    doc = yaml.safe_load(text) or {}
    head = "\n".join(l for l in text.splitlines() if l.lstrip().startswith("#"))
    exp = doc.get("expect") or {}
    args = doc.get("args") or {}
    unit, target = args.get("unit"), args.get("target")
    units = exp.get("units") or {}
    u = units.get(unit) or {}
    t = units.get(target) or {}
    events = [str(e) for e in exp.get("events") or []]
    n = len((doc.get("units") or {}).get(unit, {}).get("models") or [])
    r = {}
    nomove = ("error" in exp or u.get("moved") is False
              or any(e.startswith("didnt_make_it") for e in events))
    if doc.get("run") != "assault" or nomove:
        return {k: "all" for k in KINDS}, head, nomove
    got = len(u.get("models") or {})
    r["models"] = "all" if n and got >= n else ("some" if got else "")
    r["in_contact"] = "in_contact" in u
    r["engaged"] = "engaged" in u
    # a one-model unit is coherent whatever it does: `coherent: true` of it checks nothing
    r["coherent"] = "coherent" in u or n == 1
    r["touched"] = "in_contact" in t
    r["target_engaged"] = "engaged" in t
    r["_ids"] = (unit, target)
    return r, head, nomove


def said(head, kind, unit=None, target=None):
    words = WORDS[kind]
    if kind == "engaged":
        words = ["%s's ENGAGED" % unit, "%s engaged" % unit, "ENGAGED (%s" % unit]
    elif kind == "target_engaged":
        words = ["%s's ENGAGED" % target, "%s engaged" % target]
    # a reason may wrap onto the comment lines after the one that says it is open
    lines = head.splitlines()
    for i, line in enumerate(lines):
        if OPEN.search(line):
            text = " ".join(lines[i:i + 3])
            if any(w.lower() in text.lower() for w in words):
                return True
    return False


def main():
    argv = sys.argv[1:]
    listing = "-l" in argv
    want = None
    if "--open" in argv:
        want = argv[argv.index("--open") + 1]
    only = [a for a in argv if not a.startswith("-") and a != want]
    per = {}
    total = {k: [0, 0, 0] for k in KINDS}  # pinned, open with a reason, open silently
    for p in files():
        rel = os.path.relpath(p, ROOT)
        if only and not any(("/" + o.strip("/") + "/") in ("/" + rel) for o in only):
            continue
        folder = os.path.relpath(os.path.dirname(p), ROOT)
        r, head, nomove = pins(p)
        row = per.setdefault(folder, {"n": 0, **{k: [0, 0, 0] for k in KINDS}})
        row["n"] += 1
        opens = []
        for k in KINDS:
            v = r[k]
            ok = v == "all" or v is True
            i = 0 if ok else (1 if said(head, k, *r.get("_ids", (None, None))) else 2)
            row[k][i] += 1
            total[k][i] += 1
            if not ok:
                opens.append(k + ("(said)" if i == 1 else "") + ("(some)" if v == "some" else ""))
        if want and not any(o.split("(")[0] == want for o in opens):
            continue
        if listing or want:
            print("%-70s %s" % (rel, " ".join(opens) or "-"))
    if listing or want:
        return
    print("pinned / open with a reason in the header / open silently, per expectation kind")
    print("(touched = the target's in_contact, target_engaged = the target's engaged)\n")
    print("%-34s %4s " % ("folder", "n") + " ".join("%-14s" % k for k in KINDS))
    for f in sorted(per):
        row = per[f]
        print("%-34s %4d " % (f, row["n"]) + " ".join("%-14s" % "/".join(map(str, row[k])) for k in KINDS))
    n = sum(r["n"] for r in per.values())
    print("%-34s %4d " % ("all", n) + " ".join("%-14s" % "/".join(map(str, total[k])) for k in KINDS))


# --derive: the counts a scenario leaves open that follow, with no choice left, from what it pins
# and its geometry (no rulec).  Each comes with its working, for the header.
TOL = 0.001
LINK = 2.0


def inch(v):
    if isinstance(v, (int, float)):
        return float(v)
    v = str(v).strip()
    for suf, k in (("in", 1.0), ("mm", 1 / 25.4), ("cm", 10 / 25.4), ('"', 1.0)):
        if v.endswith(suf):
            return float(v[: -len(suf)]) * k
    return float(v)


def radius(unit):
    b = unit.get("base") or {}
    return inch(b["round"]) / 2 if isinstance(b, dict) and "round" in b else None


def closure(ps, r, touched):
    """The target models ENGAGED when those in `touched` are in base contact: those, and every
    one within 2in (base to base) of one of them."""
    out = set(touched)
    for j in range(len(ps)):
        if j in out:
            continue
        for i in touched:
            if math.dist(ps[i], ps[j]) - 2 * r <= LINK + TOL:
                out.add(j)
                break
    return len(out)


def chained(ps, r):
    """Coherency: every model within 2in of another, the models one chain."""
    if len(ps) < 2:
        return True
    seen, todo = {0}, [0]
    while todo:
        i = todo.pop()
        for j in range(len(ps)):
            if j not in seen and math.dist(ps[i], ps[j]) - 2 * r <= LINK + TOL:
                seen.add(j)
                todo.append(j)
    return len(seen) == len(ps)


def derive(path):
    """[(unit, key, value, working)] for the counts left open that follow from the pinned ones."""
    text = open(path).read()
    doc = yaml.safe_load(text) or {}
    r, _, nomove = pins(path)
    if nomove or doc.get("run") != "assault":
        return []
    args = doc["args"]
    unit, target = args["unit"], args["target"]
    exp = doc["expect"].get("units") or {}
    u, t = exp.get(unit) or {}, exp.get(target) or {}
    U, T = doc["units"][unit], doc["units"][target]
    n, m = len(U.get("models") or []), len(T.get("models") or [])
    out = []
    if not r["engaged"] and u.get("in_contact") == n and n:
        out.append((unit, "engaged", n, "all %d of %s are in base contact, so all %d are ENGAGED" % (n, unit, n)))
    elif not r["engaged"] and n == 1 and "in_contact" in u:
        out.append((unit, "engaged", u["in_contact"], "one model: ENGAGED exactly when in base contact"))
    if not r["coherent"] and r["models"] == "all" and n > 1:
        ps = [tuple(inch(c) for c in u["models"][i]) for i in range(n)]
        ok = chained(ps, radius(U))
        out.append((unit, "coherent", ok, "the %d centres pinned above %s" % (n, "form one chain, each within 2in of the next" if ok else "do not form one 2in chain")))
    others = [f for f in U.get("state") or [] if str(f).startswith("charging")]
    if not r["touched"] and m == 1 and u.get("in_contact", 0) >= 1 and not others:
        t = dict(t, in_contact=1)
        exp[target] = t
        out.append((target, "in_contact", 1, "%s has one model, and the first model ends in base contact with "
                    "the nearest model of the unit charged" % target))
    if not r["touched"] and r["models"] == "all" and not others and "in_contact" not in t and m:
        ps = [tuple(inch(c) for c in u["models"][i]) for i in range(n)]
        qs = [tuple(inch(c) for c in q) for q in T["models"]]
        rr = radius(U) + radius(T)
        hit = [j for j, q in enumerate(qs) if any(abs(math.dist(p, q) - rr) <= TOL for p in ps)]
        if len(hit) == m:
            t = dict(t, in_contact=m)
            exp[target] = t
            out.append((target, "in_contact", m, "the %d centres pinned above touch every one of %s's %d models"
                        % (n, target, m)))
        else:
            print("%s: the pinned centres touch %s of %s (%d): argue the bound by hand" % (path, hit, target, m),
                  file=sys.stderr)
    if u.get("in_contact") == 1 and "in_contact" not in t and m and radius(T):
        # the one model in contact is the first, whose end is pinned: it touches what it touches,
        # and the models of other units of the charger's side (which do not move) what they touch
        qs = [tuple(inch(c) for c in q) for q in T["models"]]
        ps = [tuple(inch(c) for c in p) for p in (u.get("models") or {}).values()]
        rr = radius(U) + radius(T)
        hit = {j for j, q in enumerate(qs) if any(abs(math.dist(p, q) - rr) <= TOL for p in ps)}
        byothers = set()
        for x, X in doc["units"].items():
            if x != unit and X.get("side") == U.get("side") and radius(X):
                r2 = radius(X) + radius(T)
                byothers |= {j for j, q in enumerate(qs) for p in X.get("models") or []
                             if abs(math.dist(tuple(inch(c) for c in p), q) - r2) <= TOL}
        if hit:
            k = len(hit | byothers)
            exp[target] = t = dict(t, in_contact=k)
            out.append((target, "in_contact", k, "one model of %s is in contact, the first, and its pinned end touches "
                        "%s%s" % (unit, ", ".join("%s#%d" % (target, j) for j in sorted(hit)),
                                  "; other units of %s's side touch %s" % (unit, ", ".join("%s#%d" % (target, j) for j in sorted(byothers))) if byothers else "")))
    wit = witness(head_of(text), n)
    side = U.get("side")
    if wit:
        # a witness placement in the header (an author's, checked by the folder's check.py): the
        # enemy units it touches every model of are pinned at their size, the most there can be
        for x, X in (doc["units"] or {}).items():
            t = exp.get(x) or {}
            if X.get("side") == side or "in_contact" in t or not X.get("models") or not radius(X):
                continue
            qs = [tuple(inch(c) for c in q) for q in X["models"]]
            rr = radius(U) + radius(X)
            hit = [j for j, q in enumerate(qs) if any(abs(math.dist(p, q) - rr) <= WTOL for p in wit.values())]
            if len(hit) == len(qs):
                exp[x] = dict(t, in_contact=len(qs))
                out.append((x, "in_contact", len(qs), "the header's witness touches all %d of %s's models, the most "
                            "there are" % (len(qs), x)))
            elif hit:
                print("%s: the witness touches %s of %s (%d): argue the bound by hand" % (path, hit, x, len(qs)),
                      file=sys.stderr)
    for x, X in (doc["units"] or {}).items():
        if X.get("side") == side or x not in exp:
            continue
        t, m = exp[x], len(X.get("models") or [])
        if "in_contact" in t and "engaged" not in t and m and radius(X):
            # the target models the pinned centres touch are among those touched, whatever the rest
            qs = [tuple(inch(c) for c in q) for q in X["models"]]
            rr = radius(U) + radius(X)
            ps = [tuple(inch(c) for c in p) for p in (u.get("models") or {}).values()]
            must = {j for j, q in enumerate(qs) if any(abs(math.dist(p, q) - rr) <= TOL for p in ps)}
            # and only those some charger reaches, by the straight line (no route is shorter)
            mv = inch(args.get("move", "1e9"))
            starts = [tuple(inch(c) for c in p) for p in U.get("models") or []]
            reach = {j for j, q in enumerate(qs) if any(math.dist(p, q) - rr <= mv + TOL for p in starts)}
            reach |= must
            out += engaged_of(x, X, t["in_contact"], must, reach)
    return out


WTOL = 0.003  # a witness's centres are written to 0.001in


def head_of(text):
    return " ".join(l.lstrip("#").strip() for l in text.splitlines() if l.startswith("#"))


def witness(head, n):
    """{model index: centre} of a witness written in the header ("#1 to (x, y)" or
    "A#1 [x, y] -> [x, y]"), if it places every model."""
    if "itness" not in head:
        return {}
    head = head[head.index("itness"):]
    got = {}
    for mo in re.finditer(r"#(\d+) to \(([\d.]+), *([\d.]+)\)", head):
        got.setdefault(int(mo.group(1)), (float(mo.group(2)), float(mo.group(3))))
    for mo in re.finditer(r"#(\d+) \[[^]]*\] -> \[([\d.]+)(?:in)?, *([\d.]+)(?:in)?\]", head):
        got.setdefault(int(mo.group(1)), (float(mo.group(2)), float(mo.group(3))))
    return got if len(got) == n else {}


def engaged_of(target, T, k, must=frozenset(), reach=None):
    """The ENGAGED count of T when k of its models are in base contact, if every k of them give the
    same."""
    m = len(T["models"])
    ps = [tuple(inch(c) for c in p) for p in T["models"]]
    if math.comb(m, k) > 300000:
        return []
    pool = sorted(reach) if reach is not None else range(m)
    vals = {closure(ps, radius(T), s) for s in itertools.combinations(pool, k) if must <= set(s)}
    if len(vals) != 1:
        return []
    e = vals.pop()
    out = "" if reach is None or len(reach) == m else (
        " (only %s are within the move of a charger, by the straight line)" % ", ".join("%s#%d" % (target, j) for j in pool))
    if out:
        return [(target, "engaged", e, "whichever %d of %s's models are touched%s, %d of %s's models are in base "
                 "contact or within 2in, base to base, of one that is: worked for every such choice" % (k, target, out, e, target))]
    if k == m:
        return [(target, "engaged", e, "all %d of %s are touched, so all %d are ENGAGED" % (m, target, m))]
    if must and k == 1:
        return [(target, "engaged", e, "the one model of %s touched is %s#%d, the one the pinned centres touch; %d of "
                 "%s's models are in base contact or within 2in, base to base, of it" % (target, target, min(must), e, target))]
    if must:
        return [(target, "engaged", e, "%s's models touched are %s%s, the pinned centres touching %s; %d of %s's models "
                 "are in base contact or within 2in, base to base, of one that is: worked for every such choice"
                 % (target, "these %d" % k if len(must) == k else "%d of them" % k,
                    "" if len(must) == k else " with", ", ".join("%s#%d" % (target, j) for j in sorted(must)),
                    e, target))]
    return [(target, "engaged", e, "whichever %d of %s's %d models are in base contact, %d of %s's models are, "
             "or are within 2in, base to base, of one that is: worked for every %d of the %d" % (k, target, m, e, target, k, m))]


def insert(path, unit, key, value):
    """Write `key: value` into expect.units.UNIT of the scenario's text, flow or block style."""
    lines = open(path).read().split("\n")
    val = "true" if value is True else "false" if value is False else str(value)
    i0 = next(i for i, l in enumerate(lines) if re.match(r"^expect:\s*$", l))
    iu = next(i for i in range(i0 + 1, len(lines)) if re.match(r"^  units:\s*$", lines[i]))
    for i in range(iu + 1, len(lines)):
        l = lines[i]
        if not l.startswith("    ") and l.strip():
            lines.insert(iu + 1, "    %s: {%s: %s}" % (unit, key, val))
            break
        mo = re.match(r"^    %s:\s*(\{)?" % re.escape(unit), l)
        if mo:
            if mo.group(1):
                lines[i] = l[: mo.end()] + "%s: %s, " % (key, val) + l[mo.end():]
                lines[i] = lines[i].replace(", }", "}")
            else:
                lines.insert(i + 1, "      %s: %s" % (key, val))
            break
    open(path, "w").write("\n".join(lines))
    got = yaml.safe_load(open(path).read())["expect"]["units"][unit][key]
    assert got == value, (path, unit, key, got, value)


def header(path, notes):
    """Add the working to the header, after the last leading comment line."""
    lines = open(path).read().split("\n")
    mark = "# Pinned by aspin2 (worked from what the header pins and the geometry, not from rulec):"
    if mark in lines:
        i = lines.index(mark) + 1
        while i < len(lines) and lines[i].startswith("#   "):
            i += 1
        lines[i:i] = ["#   %s %s: %s (%s)." % (u, k, "true" if v is True else "false" if v is False else v, w)
                      for u, k, v, w in notes]
        open(path, "w").write("\n".join(lines))
        return
    i = last = 0
    while i < len(lines) and (lines[i].startswith("#") or lines[i].startswith("name:")):
        i += 1
        if lines[i - 1].startswith("#"):
            last = i
    i = last
    add = ["# Pinned by aspin2 (worked from what the header pins and the geometry, not from rulec):"]
    add += ["#   %s %s: %s (%s)." % (u, k, "true" if v is True else "false" if v is False else v, w)
            for u, k, v, w in notes]
    lines[i:i] = add
    open(path, "w").write("\n".join(lines))


MARK = "# Pinned by aspin2 (worked from what the header pins and the geometry, not from rulec):"


def reapply(old, new):
    """`new` (a generator's fresh text of a scenario) with the aspin2 pins of `old` (the file as it
    stands) put back: the header block and each key it names, where `new` lacks them.  A
    generator that writes its folder's YAML calls this so that rewriting keeps the pins."""
    if old is None or MARK not in old or MARK in new:
        return new
    ol = old.split("\n")
    i = ol.index(MARK) + 1
    notes = []
    while i < len(ol) and ol[i].startswith("#   "):
        mo = re.match(r"#   (\w+) (\w+): (\w+) \((.*)\)\.$", ol[i])
        if mo:
            v = mo.group(3)
            v = True if v == "true" else False if v == "false" else int(v)
            notes.append((mo.group(1), mo.group(2), v, mo.group(4)))
        i += 1
    import tempfile
    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as f:
        f.write(new)
    try:
        units = (yaml.safe_load(new).get("expect") or {}).get("units") or {}
        keep = [nt for nt in notes if nt[1] not in (units.get(nt[0]) or {})]
        for u, k, v, _ in keep:
            insert(f.name, u, k, v)
        if keep:
            header(f.name, keep)
        return open(f.name).read()
    finally:
        os.unlink(f.name)


def derive_main(argv):
    write = "--write" in argv
    only = [a for a in argv if not a.startswith("-")]
    count = 0
    for p in files():
        rel = os.path.relpath(p, ROOT)
        if only and not any(("/" + o.strip("/") + "/") in ("/" + rel) for o in only):
            continue
        notes = derive(p)
        for u, k, v, w in notes:
            print("%-70s %s.%s = %s  (%s)" % (rel, u, k, v, w))
        count += len(notes)
        if write and notes:
            for u, k, v, _ in notes:
                insert(p, u, k, v)
            header(p, notes)
    print("%d counts" % count)


if __name__ == "__main__":
    if "--derive" in sys.argv:
        derive_main(sys.argv[1:])
    else:
        main()
