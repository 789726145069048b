package observe

import "strings"

// generates reports a code generator told to write its output: buf
// generate, go generate, protoc with an --X_out, openapi-generator
// generate, graphql-codegen, sqlc generate, rails generate, build_runner
// build. What it writes is code the project compiles and its callers use
// (a regenerated client drops a model they import), as surely new as a
// codemod's.
func generates(args []string) bool {
	if len(args) == 0 || !mayGenerate(args) {
		return false
	}
	sub, rest := firstWord(args[1:])
	switch program(args[0]) {
	case "buf", "sqlc", "go", "openapi-generator", "openapi-generator-cli", "swagger-codegen", "swagger-codegen-cli", "gqlgen", "ent":
		return sub == "generate"
	case "graphql-codegen", "gql-gen", "openapi-typescript-codegen", "orval":
		return true
	case "rails", "ng", "nest":
		return sub == "generate" || sub == "g"
	case "dart", "flutter":
		// dart run build_runner build, flutter pub run build_runner build
		for i, a := range rest {
			if a == "build_runner" {
				next, _ := firstWord(rest[i+1:])
				return next == "build"
			}
		}
	case "protoc":
		for _, a := range args[1:] {
			if flag, _, _ := strings.Cut(a, "="); strings.HasPrefix(flag, "--") && strings.HasSuffix(flag, "_out") {
				return true
			}
		}
	}
	return false
}

// mayGenerate is generates' look before it works out the program's name,
// which every command of every shell line would pay for: a word of a
// generator's subcommand or output switch, or a generator named alone.
func mayGenerate(args []string) bool {
	for _, a := range args[1:] {
		switch {
		case a == "generate", a == "g", a == "build_runner", strings.HasPrefix(a, "--") && strings.Contains(a, "_out"):
			return true
		}
	}
	w := args[0]
	return strings.Contains(w, "codegen") || strings.Contains(w, "gql-gen") || strings.Contains(w, "orval")
}

// ScriptGenerates returns the command line of a package script that line
// ran, as its output shows it, that is a code generator told to write
// ("> openapi-generator-cli generate -i openapi.yaml -o src/api/generated"
// under `npm run gen:api`), or "". The script's name says nothing of
// what it writes; the line npm printed before running it does.
func ScriptGenerates(line, output string) string {
	for _, l := range ScriptLines(line, output) {
		for _, c := range commands("Bash", l) {
			if !c.Nested && generates(c.Args) {
				return l
			}
		}
	}
	return ""
}
