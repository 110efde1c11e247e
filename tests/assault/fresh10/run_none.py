import sys, io, contextlib, check as C, gen as G, build as B, scen, explore as E
for s in scen.ALL:
    if s["exp"] is not None and not sys.argv[1:]: continue
    if sys.argv[1:] and s["file"] not in sys.argv[1:]: continue
    s.setdefault("board",(72,48)); s.setdefault("unit","A"); s.setdefault("target","B"); s.setdefault("move",6)
    s["eff_move"]=max(s["dice"][0]) if s.get("dice") else s["move"]
    f=io.StringIO()
    with contextlib.redirect_stdout(f): E.show(s, tries=s.get("tries",200), step=s.get("step",1.0))
    o=f.getvalue().split("\n")
    rc=C.r_of(s["units"]["A"]); mv=s["eff_move"]
    M,_=C.bound_reach(s)
    eb=[i for i in M if any(v is not None and v<=mv+2+2*rc for v in M[i].values())]
    print(s["file"], [l for l in o if l.startswith(("first","bound","witness"))], "engb", len(eb))
