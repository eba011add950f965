bytes = { $count ->
    [one] { $count } bajto
   *[other] { $count } bajtoj
}
