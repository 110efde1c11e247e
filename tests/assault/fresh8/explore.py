"""prints a scenario's first model and reach table (a design aid; check.py is the check)"""
import sys
from scenarios import S
for s in S:
    if s.name not in sys.argv[1:]:
        continue
    b = s.bounds()
    t = s.table()
    L, i0, t0, end, way = t.first_model('A', 'B')
    print(s.name, 'first A#%d->B#%d %.4f end (%.4f, %.4f)' % (i0, t0, L, end[0], end[1]), 'move', s.move)
    nB = len(t.units['B']['models'])
    for i in range(len(t.units['A']['models'])):
        print('  A#%d' % i, ' '.join('%6.2f' % b['reach'][(i, tm)] for tm in range(nB)))
    print('  bounds A %d B %d E %d' % (b['A_contact'], b['B_contact'], b['engaged']))
from geom import d
for s in S:
    if s.name not in sys.argv[1:]:
        continue
    t = s.table()
    L, i0, t0, end, way = t.first_model('A', 'B')
    st = t.units['A']['models'][i0]
    w = t.world_for('A', i0, 'B')
    for tm, c in enumerate(t.units['B']['models']):
        print('   first model to B#%d: route %.4f straight centre %.4f' % (tm, w.route(st, c, t.units['A']['r'] + t.units['B']['r'])[0], d(st, c)))
    print('   way', [(round(p[0], 3), round(p[1], 3)) for p in way][:4], '...')
