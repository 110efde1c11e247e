import sys, io, contextlib, copy, check as C, gen as G, explore as E, scen
def run(s):
    s=copy.deepcopy(s)
    s.setdefault("board",(72,48)); s.setdefault("unit","A"); s.setdefault("target","B"); s.setdefault("move",6)
    s["eff_move"]=max(s["dice"][0]) if s.get("dice") else s["move"]
    f=io.StringIO()
    with contextlib.redirect_stdout(f): b=E.show(s, tries=s.get("tries",200), step=s.get("step",1.0))
    o=f.getvalue().split("\n")
    rc=C.r_of(s["units"]["A"]); mv=s["eff_move"]
    M,_=C.bound_reach(s)
    eb=[i for i in M if any(v is not None and v<=mv+2+2*rc for v in M[i].values())]
    bl=[l for l in o if l.startswith("bound")]
    return (int(bl[0].split()[2]), int(bl[1].split()[2]), len(eb)), (b[0][1],b[0][0],b[0][2]) if b else None, o[0]
