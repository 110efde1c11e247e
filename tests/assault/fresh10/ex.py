import sys, check as C, gen as G, build as B, scen, explore as E
for s in scen.ALL:
    if s["file"] not in sys.argv[1:]: continue
    s.setdefault("board",(72,48)); s.setdefault("unit","A"); s.setdefault("target","B"); s.setdefault("move",6)
    s["eff_move"]=max(s["dice"][0]) if s.get("dice") else s["move"]
    E.show(s, tries=s.get("tries",200), step=s.get("step",1.0))
