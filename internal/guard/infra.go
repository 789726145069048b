package guard

import (
	"strings"

	"github.com/proofgate/proofgate/internal/once"
	"github.com/proofgate/proofgate/internal/shell"
)

// subcommand returns the first word that is not an option, skipping the
// values of the options listed in valued, and the words after it.
func subcommand(ws []word, valued map[string]bool) (string, []word) {
	for i := 0; i < len(ws); i++ {
		a := ws[i].text
		if strings.HasPrefix(a, "-") {
			if valued[a] {
				i++
			}
			continue
		}
		return strings.ToLower(a), ws[i+1:]
	}
	return "", nil
}

// terraformCommand: destroy (or apply -destroy) tears the infrastructure
// down; apply changes it and needs confirmation.
func terraformCommand(j *judge, c shell.Command, _ int) {
	name := program(c)
	ws := args(c)
	sub, rest := subcommand(ws, nil)
	if name == "terragrunt" && (sub == "run-all" || sub == "run") {
		sub, rest = subcommand(rest, nil)
		if sub == "--" {
			sub, rest = subcommand(rest, nil)
		}
	}
	switch sub {
	case "destroy":
		j.add(Deny, ruleTeardown, name+" destroy tears down the infrastructure")
	case "apply":
		if hasOpt(rest, "-destroy", 0) || hasOpt(rest, "--destroy", 0) {
			j.add(Deny, ruleTeardown, name+" apply -destroy tears down the infrastructure")
			return
		}
		j.add(Ask, ruleRemote, name+" apply changes real infrastructure")
	case "workspace":
		if s, _ := subcommand(rest, nil); s == "delete" {
			j.add(Ask, ruleRemote, name+" workspace delete removes a workspace's state")
		}
	}
}

var pulumiValued = once.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{"-s": true, "--stack": true, "-C": true, "--cwd": true}
}}

func pulumiCommand(j *judge, c shell.Command, _ int) {
	sub, rest := subcommand(args(c), pulumiValued.Get())
	switch sub {
	case "destroy", "down", "dn":
		j.add(Deny, ruleTeardown, "pulumi "+sub+" tears down the stack's resources")
	case "up", "update":
		j.add(Ask, ruleRemote, "pulumi up changes real infrastructure")
	case "stack":
		if s, _ := subcommand(rest, pulumiValued.Get()); s == "rm" {
			j.add(Deny, ruleTeardown, "pulumi stack rm deletes a stack")
		}
	}
}

// getNamespaces matches a substitution listing namespaces.
var getNamespaces = lazyRegexp{expr: `get\s+(ns|namespaces?)\b`}

var kubectlValued = once.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{"-n": true, "--namespace": true, "--context": true, "--kubeconfig": true,
		"--cluster": true, "--user": true, "-s": true, "--server": true, "-l": true, "--selector": true, "-f": true,
		"--filename": true, "-o": true, "--output": true, "-c": true, "--container": true, "--field-selector": true,
		"--grace-period": true, "--timeout": true, "--token": true, "--as": true}
}}

// kubectlCommand: deleting namespaces or everything (--all) tears down a
// cluster's workloads; changes in a production context need confirmation.
func kubectlCommand(j *judge, c shell.Command, _ int) {
	name := program(c)
	ws := args(c)
	sub, rest := subcommand(ws, kubectlValued.Get())
	prod := ""
	for i, w := range ws {
		a := strings.ToLower(w.text)
		var val string
		switch {
		case a == "--context" || a == "-n" || a == "--namespace" || a == "--cluster" || a == "--kubeconfig":
			if i+1 < len(ws) {
				val = strings.ToLower(ws[i+1].text)
			}
		case strings.HasPrefix(a, "--context=") || strings.HasPrefix(a, "--namespace=") || strings.HasPrefix(a, "--cluster=") || strings.HasPrefix(a, "--kubeconfig="):
			_, val, _ = strings.Cut(a, "=")
		case strings.HasPrefix(a, "-n") && len(a) > 2:
			val = a[2:]
		}
		if strings.Contains(val, "prod") {
			prod = val
		}
	}
	for _, a := range c.Assigns {
		if name, val, _ := strings.Cut(a, "="); name == "KUBECONFIG" && strings.Contains(strings.ToLower(val), "prod") {
			prod = val
		}
	}
	if sub == "config" && len(rest) > 1 && (rest[0].text == "use-context" || rest[0].text == "use") {
		// kubectl config use-context prod: later commands in the line
		// talk to production.
		j.kubeContext = strings.ToLower(rest[1].text)
	}
	if prod == "" && strings.Contains(j.kubeContext, "prod") {
		prod = j.kubeContext
	}
	if sub == "config" && hasOpt(rest, "--raw", 0) {
		j.add(Deny, ruleReadSecret, name+" config view --raw prints cluster credentials")
	}
	if sub == "get" && len(rest) > 0 && strings.HasPrefix(rest[0].text, "secret") && hasOpt(rest, "--output", 'o') {
		j.add(Deny, ruleReadSecret, name+" get secret -o prints secret values")
	}
	if hasOpt(rest, "--dry-run", 0) {
		return // client or server dry runs change nothing
	}
	switch sub {
	case "delete":
		var resource string
		r, _ := subcommand(rest, kubectlValued.Get())
		resource = r
		if r, _ := subcommand(rest, kubectlValued.Get()); !(word{r, false}).known() && getNamespaces.get().MatchString(r) {
			j.add(Deny, ruleTeardown, name+" delete "+r+" deletes namespaces")
			return
		}
		for kind := range strings.SplitSeq(resource, ",") {
			kind, _, _ = strings.Cut(kind, "/")
			kind, _, _ = strings.Cut(kind, ".")
			if kind == "namespace" || kind == "namespaces" || kind == "ns" {
				j.add(Deny, ruleTeardown, name+" delete "+resource+" deletes a namespace and everything in it")
				return
			}
		}
		if hasOpt(rest, "--all", 0) {
			j.add(Deny, ruleTeardown, name+" delete --all deletes every "+orUnknown(resource))
			return
		}
		if prod != "" {
			j.add(Ask, ruleRemote, name+" delete in production ("+prod+")")
		}
	case "apply", "create", "replace", "patch", "scale", "set", "edit", "rollout", "drain", "cordon", "label", "annotate", "autoscale", "expose", "run":
		if prod != "" {
			j.add(Ask, ruleRemote, name+" "+sub+" changes production ("+prod+")")
		}
	}
}

// helmCommand: uninstalling a release in production needs confirmation;
// pushing a chart to a registry publishes it (see helmPush).
func helmCommand(j *judge, c shell.Command, _ int) {
	sub, rest := subcommand(args(c), kubectlValued.Get())
	switch sub {
	case "push", "cm-push", "s3", "gcs":
		helmPush(j, sub, rest)
	case "uninstall", "delete", "del", "un", "install", "upgrade", "rollback":
		for _, w := range args(c) {
			if strings.Contains(strings.ToLower(w.text), "prod") {
				j.add(Ask, ruleRemote, "helm "+sub+" in production")
				return
			}
		}
	}
}

// awsCommand denies deleting buckets, stacks and recursive S3 removals.
func awsCommand(j *judge, c shell.Command, _ int) {
	valued := map[string]bool{"--profile": true, "--region": true, "--output": true, "--endpoint-url": true}
	service, rest := subcommand(args(c), valued)
	op, opRest := subcommand(rest, valued)
	switch {
	case service == "s3" && op == "rb":
		j.add(Deny, ruleTeardown, "aws s3 rb deletes a bucket")
	case service == "s3" && op == "rm" && awsS3Spec.parse(opRest).has("recursive"):
		j.add(Deny, ruleTeardown, "aws s3 rm --recursive deletes a bucket's objects")
	case service == "s3" && op == "sync":
		awsS3Sync(j, c, opRest)
	case service == "s3api" && (op == "delete-bucket" || op == "delete-objects"):
		j.add(Deny, ruleTeardown, "aws s3api "+op+" deletes a bucket or its objects")
	case service == "cloudformation" && op == "delete-stack",
		service == "eks" && op == "delete-cluster",
		service == "rds" && (op == "delete-db-instance" || op == "delete-db-cluster"),
		service == "dynamodb" && op == "delete-table",
		service == "ec2" && op == "terminate-instances":
		j.add(Deny, ruleTeardown, "aws "+service+" "+op+" deletes infrastructure")
	case strings.HasPrefix(op, "delete-") || strings.HasPrefix(op, "terminate-"):
		// Any other deletion of a cloud resource is confirmed first.
		j.add(Ask, ruleRemote, "aws "+service+" "+op+" deletes a cloud resource")
	}
	if service == "s3" && (op == "cp" || op == "mv" || op == "sync") {
		j.checkEgress(c, cloudSources(opRest))
	}
}

// awsS3Spec is aws s3's options that the policy asks about; the AWS CLI
// reads its options with argparse, which takes unambiguous prefixes
// (--recur).
var awsS3Spec = optSpec{abbrev: true, permute: true, opts: []opt{
	{long: "recursive"}, {long: "delete"}, {long: "dryrun"}, {long: "exclude", value: true}, {long: "include", value: true},
	{long: "profile", value: true}, {long: "region", value: true}, {long: "quiet"}, {long: "exact-timestamps"},
	{long: "acl", value: true}, {long: "storage-class", value: true}, {long: "endpoint-url", value: true},
	{long: "sse", value: true}, {long: "sse-kms-key-id", value: true}, {long: "sse-c", value: true},
	{long: "sse-c-key", value: true}, {long: "cache-control", value: true}, {long: "content-type", value: true},
	{long: "content-encoding", value: true}, {long: "content-language", value: true},
	{long: "content-disposition", value: true}, {long: "expires", value: true}, {long: "metadata", value: true},
	{long: "metadata-directive", value: true}, {long: "grants", value: true}, {long: "website-redirect", value: true},
	{long: "source-region", value: true}, {long: "page-size", value: true}, {long: "output", value: true},
	{long: "size-only"}, {long: "follow-symlinks"}, {long: "no-follow-symlinks"}, {long: "only-show-errors"},
	{long: "no-progress"}, {long: "force-glacier-transfer"}, {long: "no-guess-mime-type"},
}}

// gcloudCommand denies deleting projects, clusters, instances and SQL.
func gcloudCommand(j *judge, c shell.Command, _ int) {
	if ws := cmdWords(args(c)); len(ws) > 0 && ws[0] == "storage" {
		all := args(c)
		for i, w := range all {
			if strings.EqualFold(w.text, "storage") {
				gcloudStorage(j, c, all[i+1:])
				break
			}
		}
	}
	var words []string
	for _, w := range args(c) {
		if !strings.HasPrefix(w.text, "-") {
			words = append(words, strings.ToLower(w.text))
		}
	}
	for i, w := range words {
		if w == "delete" && i > 0 {
			switch words[0] {
			case "projects", "container", "compute", "sql", "run", "functions", "storage", "app", "spanner", "redis":
				j.add(Deny, ruleTeardown, "gcloud "+strings.Join(words[:i+1], " ")+" deletes infrastructure")
				return
			}
		}
	}
}

func eksctlCommand(j *judge, c shell.Command, _ int) {
	if sub, _ := subcommand(args(c), nil); sub == "delete" {
		j.add(Deny, ruleTeardown, "eksctl delete deletes a cluster")
	}
}

func cdkCommand(j *judge, c shell.Command, _ int) {
	switch sub, _ := subcommand(args(c), nil); sub {
	case "destroy":
		j.add(Deny, ruleTeardown, "cdk destroy tears down the stacks")
	case "deploy":
		j.add(Ask, ruleRemote, "cdk deploy changes real infrastructure")
	}
}

func slsCommand(j *judge, c shell.Command, _ int) {
	switch sub, _ := subcommand(args(c), nil); sub {
	case "remove":
		j.add(Deny, ruleTeardown, "serverless remove tears down the service")
	case "deploy":
		j.add(Ask, ruleRemote, "serverless deploy changes real infrastructure")
	}
}

func herokuCommand(j *judge, c shell.Command, _ int) {
	if sub, _ := subcommand(args(c), nil); sub == "apps:destroy" || sub == "destroy" || sub == "pg:reset" {
		j.add(Deny, ruleTeardown, "heroku "+sub+" destroys an app or its data")
	}
}
