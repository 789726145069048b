package rx

// Looking an expression up by a hash of a few of its bytes. A hook
// process looks up each pattern it runs once, on first use; a binary
// search over a table of hundreds of expressions compared the one asked
// with ten others, each in another part of the table's strings, which a
// fresh process reads from the binary page by page: for the 87 patterns
// of a short prompt, 120 to 140 µs in a fresh process against 40 µs warm.
// A generated table carries Index, an open-addressing table of its
// entries by keyHash, so that a lookup reads one or two slots and
// compares the expression once.

// key is an expression as the concatenation of three strings, so that a
// pattern wrapped in an anchor (`^(?s:.)(?:` + expr + `)`) is looked up
// without being built.
type key struct{ pre, mid, post string }

func (k key) len() int { return len(k.pre) + len(k.mid) + len(k.post) }

// is reports whether the concatenation is s.
func (k key) is(s string) bool {
	if len(s) != k.len() {
		return false
	}
	n, m := len(k.pre), len(k.pre)+len(k.mid)
	return s[:n] == k.pre && s[n:m] == k.mid && s[m:] == k.post
}

// hashSpan is how many bytes keyHash reads at each of the start, the
// middle and the end of an expression.
const hashSpan = 16

// keyHash is FNV-1a over the expression's length and the bytes at its
// start, middle and end (all of it when it is short). Every pattern a
// prompt runs is looked up once or twice, and reading each byte through
// key.at, a branch per byte across the key's three strings, was 5% of a
// short prompt's process; mix reads them a string at a time.
func keyHash(k key) uint32 {
	n := k.len()
	h := uint32(2166136261)
	for s := 0; s < 32; s += 8 {
		h = (h ^ uint32(byte(n>>s))) * 16777619
	}
	if n <= 3*hashSpan {
		return k.mix(h, 0, n)
	}
	for _, from := range [3]int{0, n/2 - hashSpan/2, n - hashSpan} {
		h = k.mix(h, from, hashSpan)
	}
	return h
}

// mix goes on with FNV-1a hash h over the n bytes of the concatenation
// from from.
func (k key) mix(h uint32, from, n int) uint32 {
	for _, s := range [...]string{k.pre, k.mid, k.post} {
		if from >= len(s) {
			from -= len(s)
			continue
		}
		end := min(len(s), from+n)
		for i := from; i < end; i++ {
			h = (h ^ uint32(s[i])) * 16777619
		}
		n -= end - from
		if n == 0 {
			break
		}
		from = 0
	}
	return h
}

// BuildIndex fills t.Index for t's entries: the generator's, after its
// last Add.
func (t *Table) BuildIndex() { t.Index = HashIndex(len(t.Entries), t.exprOf) }

// exprOf returns the expression of entry i.
func (t *Table) exprOf(i int) string {
	e := &t.Entries[i]
	return t.text(e.Expr, e.ExprLen)
}

// find returns the index of the entry whose expression is k, or -1.
func (t *Table) find(k key) int {
	if len(t.Index) == 0 {
		return t.search(k.pre + k.mid + k.post)
	}
	return findIn(t.Index, k, t.exprOf)
}

// HashIndex files n expressions, expr(i) for each i < n, by keyHash: an
// open-addressing table of 1 + each one's number (0: an empty slot) over
// a power of two at least twice n. It is nil for 65,535 expressions or
// more, which its slots cannot number: FindIn then finds none.
func HashIndex(n int, expr func(i int) string) []uint16 {
	if n >= 1<<16-1 {
		return nil
	}
	size := 1
	for size < 2*n {
		size *= 2
	}
	index := make([]uint16, size)
	mask := uint32(size - 1)
	for i := range n {
		j := keyHash(key{mid: expr(i)}) & mask
		for index[j] != 0 {
			j = (j + 1) & mask
		}
		index[j] = uint16(i + 1)
	}
	return index
}

// FindIn returns the i whose expr(i) is s in an index HashIndex built,
// or -1: the slot s hashes to, or one of the next, compared once.
func FindIn(index []uint16, s string, expr func(i int) string) int {
	return findIn(index, key{mid: s}, expr)
}

func findIn(index []uint16, k key, expr func(i int) string) int {
	if len(index) == 0 {
		return -1
	}
	mask := uint32(len(index) - 1)
	for j := keyHash(k) & mask; index[j] != 0; j = (j + 1) & mask {
		if i := int(index[j]) - 1; k.is(expr(i)) {
			return i
		}
	}
	return -1
}

// LookupWrapped is Lookup(pre + expr + post), without building the
// string.
func (t *Table) LookupWrapped(pre, expr, post string) *Regexp {
	i := t.find(key{pre, expr, post})
	if i < 0 {
		return nil
	}
	return t.at(i)
}

// MustCompileWrapped is MustCompile(pre + expr + post), which builds the
// string only for an expression the table lacks.
func (t *Table) MustCompileWrapped(pre, expr, post string) *Regexp {
	if re := t.LookupWrapped(pre, expr, post); re != nil {
		return re
	}
	return MustCompile(pre + expr + post)
}
