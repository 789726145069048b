package main

import (
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"text/tabwriter"
	"time"
)

// ratioInterval returns a 95% interval for the ratio of row's median to
// floor's, by resampling rounds: row[k] and floor[k] were measured in the
// same round k, so a resample keeps each round's pair together, and the
// interval takes in how the machine's speed moved from round to round as
// well as each sample's spread. A run's ratios move by 0.1× between runs
// on a shared machine; the interval says whether 1.34× is over 1.3× or
// within what the run can tell. ok is false when the rows are not paired
// round by round (a python row) or too short to resample.
func ratioInterval(row, floor []time.Duration, rng *rand.Rand) (lo, hi float64, ok bool) {
	n := len(row)
	if n != len(floor) || n < 20 {
		return 0, 0, false
	}
	const resamples = 1000
	ratios := make([]float64, resamples)
	r, f := make([]time.Duration, n), make([]time.Duration, n)
	for i := range ratios {
		for j := range n {
			k := rng.IntN(n)
			r[j], f[j] = row[k], floor[k]
		}
		ratios[i] = float64(percentile(r, 50)) / float64(percentile(f, 50))
	}
	slices.Sort(ratios)
	return ratios[resamples*25/1000], ratios[resamples*975/1000-1], true
}

// printChanges prints, for each -base row, the launcher row of the same
// event over it with its 95% interval: the change a checkout made, read
// from the rounds both ran in, which is what a before and after needs and
// what two × floor figures, each with its own interval, tell less well.
func printChanges(w io.Writer, variants []*variant, rng *rand.Rand) {
	after := map[string]*variant{}
	for _, v := range variants {
		if v.group == "launcher" {
			after[v.name] = v
		}
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	header := true
	for _, v := range variants {
		a := after[v.name]
		if !strings.HasPrefix(v.group, "base") || a == nil {
			continue
		}
		lo, hi, ok := ratioInterval(a.wall, v.wall, rng)
		if !ok {
			continue
		}
		if header {
			fmt.Fprintln(w, "\nthis checkout against each base, the same event in the same rounds:")
			fmt.Fprintln(tw, "event\tbase\tmedian, this over base\t95% interval\t")
			header = false
		}
		fmt.Fprintf(tw, "%s\t%s\t%.3f×\t%.3f–%.3f\t\n", v.name, v.group, float64(percentile(a.wall, 50))/float64(percentile(v.wall, 50)), lo, hi)
	}
	tw.Flush()
}
