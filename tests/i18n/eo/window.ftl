# A language for the tests only: it proves that a fourth language is one entry in the list of
# `src/app/i18n.rs` and its catalogues.
app-title = Studio de la N damoj
