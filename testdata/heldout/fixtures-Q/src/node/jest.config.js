module.exports = { testEnvironment: 'node', testMatch: ['**/locale.test.js', '**/rtl.test.js'] };
