"""Writes fresh13's scenario files from scenarios.py, each with its working in the header.
Every number in a header comes from check.py's own geometry (geo.py, sim.py), not rulec."""
import os
import scen
import scenarios  # noqa: F401
from geo import d, plen, IN
from sim import check, required, first_model, move_eff, radius
from why import WHY

HERE = os.path.dirname(os.path.abspath(__file__))
PENDING_DIR = os.path.join(HERE, '..', '..', '..', 'bench', 'assault_pending', 'fresh13')
# rulec falls short of the proven optimum on these (README, "pending"): they live in
# bench/assault_pending/fresh13/ until it does not
# (none since asp28: 13 and 30 are in tests/)
PENDING = set()


def L(v):
    s = f"{v:.4f}".rstrip('0').rstrip('.')
    return s + 'mm'


def pt(p):
    return f"[{L(p[0])}, {L(p[1])}]"


def header(S, out):
    A, B = S['charger'], S['target']
    lines = []
    w = WHY[S['file'][:2]] if S['file'][:2] in WHY else WHY[S['turn'][0][:2]]
    if 'turn' in S:
        lines.append(f"The table of {S['turn'][0]} moved rigidly ({S['turn'][1]}): every distance")
        lines.append("is the same, so its working (below, with this table's numbers) stands.")
        lines.append("")
    lines += w.strip('\n').split('\n')
    lines.append("")
    lines.append(f"Numbers (mm; 1in = 25.4mm; move {L(S['move'])}"
                 + (f", the dice {S['dice']} make it {L(move_eff(S))}" if S.get('dice') else "") + "):")
    lines.append(f"  base {A}: {S['units'][A]['base']}mm, {B}: {S['units'][B]['base']}mm; contact at "
                 f"{L(radius(S, A) + radius(S, B))} centre to centre, 2in links at "
                 f"{L(2 * radius(S, A) + 2 * IN)}")
    R = required(S)
    lines.append(f"  straight movement each {A} model needs to touch each {B} model (centre distance less the radii):")
    for i, row in enumerate(R):
        lines.append(f"    {A}#{i}: " + "  ".join(f"{B}#{j} {v:7.2f}" for j, v in enumerate(row)))
    fm = first_model(S)
    if fm:
        lines.append(f"  least movement: {A}#{fm[0][1]} to {B}#{fm[0][2]}, {fm[0][0]:.3f}"
                     + (f" (next {fm[1][0]:.3f})" if len(fm) > 1 else ""))
    for k in ('lb', 'arc', 'first_route'):
        if k in S:
            lines.append(f"  {k}: {S[k]}")
    for key in ('witness', 'greedy'):
        if key not in S:
            continue
        c = out[key]
        lines.append(f"  {key} ({'the optimum' if key == 'witness' else 'one model at a time, each to its own best spot'}),"
                     " in the order moved:")
        pos = {A: list(S['units'][A]['models'])}
        for i, r in S[key]:
            full = [pos[A][i]] + list(r)
            lines.append(f"    {A}#{i} -> ({full[-1][0]:.2f}, {full[-1][1]:.2f}) route {plen(full):.2f}"
                         + (f" via {len(r) - 1} points" if len(r) > 1 else " straight"))
            pos[A][i] = full[-1]
        lines.append(f"    in contact {c['in_contact']}, {B} models touched {c['touched']}, ENGAGED {c['engaged']}, "
                     f"{B} ENGAGED {c['target_engaged']}, coherent {c['coherent']}")
    return "\n".join("# " + x if x else "#" for x in lines)


def yaml(S, out):
    A, B = S['charger'], S['target']
    E = S['expect']
    y = [header(S, out), f"name: {S['file']}", "rules: [../../../rules/assault.rules]",
         "board: {width: 72in, depth: 48in}", "units:"]
    for k, U in S['units'].items():
        y.append(f"  {k}:")
        y.append(f"    side: {U['side']}")
        y.append(f"    base: {{round: {U['base']}mm}}")
        y.append("    models: [" + ", ".join(pt(p) for p in U['models']) + "]")
    if S['terrain']:
        y.append("terrain:")
        for t in S['terrain']:
            y.append(f"  - name: {t['name']}")
            y.append(f"    kind: {t['kind']}")
            y.append("    polygon: [" + ", ".join(pt(p) for p in t['poly']) + "]")
    y.append("run: assault")
    y.append(f"args: {{unit: {A}, target: {B}, move: {S['move'] / IN:g}in}}")
    if S.get('dice'):
        y.append(f"dice: [[{S['dice'][0]}, {S['dice'][1]}]]")
    y.append("expect:")
    y.append("  units:")
    if E.get('didnt'):
        y.append(f"    {A}: {{moved: false, state: {{lacks: [locked]}}}}")
        y.append(f"    {B}: {{moved: false, state: {{lacks: [locked]}}}}")
        y.append(f"  events: [didnt_make_it {A} {B}]")
        y.append(f"  no_events: [engaged {A} {B}]")
        return "\n".join(y) + "\n"
    a = [f"in_contact: {E['in_contact']}", f"engaged: {E['engaged']}", "coherent: true"]
    if 'pins' in E:
        a.append("models: {" + ", ".join(f"{i}: {pt(p)}" for i, p in E['pins'].items()) + "}")
    if E.get('clear_of'):
        a.append(f"clear_of: {{{E['clear_of']}: 1in}}")
    a.append("state: {has: [locked]}")
    y.append(f"    {A}: {{" + ", ".join(a) + "}")
    b = [f"in_contact: {E['touched']}"]
    if 'target_engaged' in E:
        b.append(f"engaged: {E['target_engaged']}")
    b.append("moved: false")
    b.append("state: {has: [locked]}")
    y.append(f"    {B}: {{" + ", ".join(b) + "}")
    for v in S['units']:
        if v not in (A, B):
            y.append(f"    {v}: {{moved: false, state: {{lacks: [locked]}}}}")
    if 'dangerous' in E:
        y.append("  events: [" + ", ".join(f"dangerous_terrain_test {A}#{i}" for i in E['dangerous']) + "]")
        others = [i for i in range(len(S['units'][A]['models'])) if i not in E['dangerous']]
        y.append("  no_events: [" + ", ".join([f"didnt_make_it {A} {B}"] +
                                              [f"dangerous_terrain_test {A}#{i}" for i in others]) + "]")
    else:
        y.append(f"  events: [engaged {A} {B}]")
        y.append(f"  no_events: [didnt_make_it {A} {B}]")
    return "\n".join(y) + "\n"


if __name__ == '__main__':
    for S in scen.ALL:
        out = check(S)
        where = PENDING_DIR if S['file'] in PENDING else HERE
        os.makedirs(where, exist_ok=True)
        with open(os.path.join(where, S['file'] + '.yaml'), 'w') as f:
            f.write(yaml(S, out))
    print(len(scen.ALL), "written")
