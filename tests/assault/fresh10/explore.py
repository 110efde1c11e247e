import check as C, gen as G, sys
def show(s, tries=200, step=1.0):
    fi, fj, g, end, g2 = G.first_move(s)
    print("first", fi, "->T", fj, "gap %.4f next %.4f" % (g, g2), "end", end)
    M, spots = C.bound_reach(s)
    mv = s["eff_move"]
    reach_c = [i for i in M if any(v is not None and v <= mv + C.TOL for v in M[i].values())]
    reach_t = sorted({kj for i in M for kj, v in M[i].items() if v is not None and v <= mv + C.TOL})
    print("bound in_contact", len(reach_c), reach_c)
    print("bound touched", len(reach_t), reach_t)
    for i in M:
        m = min((v for v in M[i].values() if v is not None), default=None)
        print("  c%d min reach %s" % (i, None if m is None else "%.4f" % m))
    b = C.find_witness(s, (fi, end), tries=tries, step=step)
    print("witness", b[0] if b else None)
    return b
