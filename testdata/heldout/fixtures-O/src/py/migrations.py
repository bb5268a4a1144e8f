def add_column(schema, table, col):
    schema.setdefault(table, []).append(col); return schema
def backfill(rows, col, default):
    # deliberate bug: rows with an explicit None are skipped
    return [dict(r, **{col: default}) if col not in r else r for r in rows]
