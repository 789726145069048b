package classify

import "testing"

// A phrasal verb of operations on production blocks split as it does
// joined; the particle must close a noun-phrase object.
func TestPhrasalOps(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"Roll the production checkout service back to v2.8.0, the new build drops carts.", Blocked, []string{Production}},
		{"Take the prod search cluster down for the reindex.", Blocked, []string{Production}},
		{"Spin the production canary pods down.", Blocked, []string{Production}},
		{"Tear down the prod preview stack.", Blocked, []string{Production}},
		{"Roll the carousel animation back to the old easing.", Normal, nil},
		{"Take a look at why the prod banner is down.", Normal, []string{Production}},
	})
}
