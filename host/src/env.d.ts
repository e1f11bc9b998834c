// Replaced at build time by webpack's DefinePlugin (the API base of SPEC.md section 7).
declare const process: { env: { API_URL: string; TUTORIALS_URL: string } };
