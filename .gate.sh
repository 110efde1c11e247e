#!/bin/sh
set -e
cd /work/h29
test -z "$(gofmt -l .)"
go vet ./...
go test ./... > /tmp/h29gate.log 2>&1 || { grep -v "^ok\|no test files" /tmp/h29gate.log | tail -30; exit 1; }
go run ./cmd/rulec test tests > /tmp/h29suite.log 2>&1 || { tail -20 /tmp/h29suite.log; exit 1; }
tail -1 /tmp/h29suite.log
test -z "$(go run ./cmd/rulec fmt -l rules)"
echo GATE OK
