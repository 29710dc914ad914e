import json, sys, collections
d=sys.argv[1]
key=json.load(open(f'{d}/key.json'))
tot=collections.Counter(); sums=collections.defaultdict(float); n=0
import glob
for f in sorted(glob.glob(f'{d}/r*.tsv')):
    c=collections.Counter(); sb=sa=0; m=0
    for line in open(f):
        p=line.rstrip('\n').split('\t')
        if len(p)<4: continue
        k=key[p[0]]; sA,sB,pref=int(p[1]),int(p[2]),p[3].strip()
        sc={k['A']:sA,k['B']:sB}
        sb+=sc['before']; sa+=sc['after']; m+=1
        c[k[pref] if pref in ('A','B') else 'same']+=1
    print(f, dict(c), f'before {sb/m:.2f} after {sa/m:.2f} n={m}')
