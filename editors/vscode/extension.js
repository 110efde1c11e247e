// The client half of rulec's language support: it starts `rulec lsp` and
// hands it the .rules files and scenario YAML files of the workspace.
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

function activate(context) {
  const config = vscode.workspace.getConfiguration('rulec');
  const command = config.get('path') || 'rulec';
  const selector = [{ scheme: 'file', language: 'rules' }];
  const scenarios = config.get('scenarios');
  if (scenarios) {
    selector.push({ scheme: 'file', language: 'yaml', pattern: scenarios });
  }
  const server = { command, args: ['lsp'] };
  client = new LanguageClient('rulec', 'rulec', { run: server, debug: server }, {
    documentSelector: selector,
  });
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
