<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
  <context>
    <name>gpucompare</name>
    <message>
      <location filename="../../gpucompare/core/catalog.py" line="1155" />
      <source>'{text}' read as {name}; other variants: {others}</source>
      <translation>“{text}”按 {name} 理解；其他型号：{others}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/catalog.py" line="1170" />
      <source>'{text}' has look-alike letters or invisible characters; read as '{read}' ({name})</source>
      <translation>“{text}”含有形近字母或不可见字符，已按“{read}”读取（{name}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/catalog.py" line="1176" />
      <source>{first}; {then}</source>
      <translation>{first}；{then}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/catalog.py" line="1182" />
      <source>'{text}' read as {name} (a near spelling); check it</source>
      <translation>“{text}”按近似拼写读作 {name}；请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/catalog.py" line="1189" />
      <source>'{text}' names several variants ({names}); pick one</source>
      <translation>“{text}”对应多个型号（{names}）；请选择其一</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/catalog.py" line="1191" />
      <source>'{text}' matches no device in the catalog</source>
      <translation>“{text}”在目录中没有匹配的设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/catalog.py" line="1299" />
      <source>{name} has no {prec} figure; used its {alt} peak.</source>
      <translation>{name} 没有 {prec} 数据；改用其 {alt} 峰值。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/catalog.py" line="1305" />
      <source>{name} has no {prec} throughput figure.</source>
      <translation>{name} 没有 {prec} 吞吐数据。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/catalog.py" line="612" />
      <source>Epoch row '{name}' left out: it reads the same as the row '{other}' (case, spaces and punctuation ignored), which is kept</source>
      <translation>未收录 Epoch 行“{name}”：忽略大小写、空格和标点后它与行“{other}”相同，保留后者</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/catalog.py" line="618" />
      <source>an alias or part number</source>
      <translation>别名或部件号</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/catalog.py" line="618" />
      <source>the name</source>
      <translation>名称</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/catalog.py" line="619" />
      <source>Epoch row '{name}' left out: its name is {what} of {other} ({id}), which keeps it</source>
      <translation>未收录 Epoch 行“{name}”：它的名称是 {other}（{id}）的{what}，该设备保留此名称</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/chart.py" line="132" />
      <source>Other prices in another currency converted to {currency} at the same rate.</source>
      <translation>其他外币价格也按同一汇率折算为 {currency}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/chart.py" line="137" />
      <source>{a} / {b}</source>
      <translation>{a} / {b}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/chart.py" line="138" />
      <source>Prices converted to {currency} at {rates}.</source>
      <translation>价格按 {rates}折算为 {currency}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/chart.py" line="196" />
      <source>{n} of the points has a price older than {months} months.</source>
      <translation>其中 {n} 个点的价格已超过 {months} 个月。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/chart.py" line="197" />
      <source>{n} of the points have a price older than {months} months.</source>
      <translation>其中 {n} 个点的价格已超过 {months} 个月。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/chart.py" line="20" />
      <source>Dense peak at the chosen precision</source>
      <translation>所选精度下的稠密峰值</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/chart.py" line="21" />
      <source>ResNet-50 training throughput</source>
      <translation>ResNet-50 训练吞吐</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/chart.py" line="22" />
      <source>My run: its cost and speed</source>
      <translation>我的训练：费用与速度</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/chart.py" line="230" />
      <source>ResNet-50 training</source>
      <translation>ResNet-50 训练</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/chart.py" line="230" />
      <source>images/s</source>
      <translation>张/秒</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/chart.py" line="234" />
      <source>{prec} dense</source>
      <translation>{prec} 稠密</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/chart.py" line="236" />
      <source>Cost per device-hour, owned or rented</source>
      <translation>每卡时成本（自有或租用）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/chart.py" line="238" />
      <source>Price per device</source>
      <translation>单卡价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/chart.py" line="238" />
      <source>Rent per device-hour</source>
      <translation>每卡时租金</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/chart.py" line="292" />
      <source>my run</source>
      <translation>我的训练</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/chart.py" line="303" />
      <source>Cost of {run}</source>
      <translation>{run}的费用</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/chart.py" line="304" />
      <source>Runs a year (365 / days)</source>
      <translation>每年可跑次数（365 / 天数）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/chart.py" line="305" />
      <source>runs a year</source>
      <translation>次/年</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/chart.py" line="341" />
      <source>{a}. {b}</source>
      <translation>{a}。{b}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/chart.py" line="454" />
      <source>{v} {unit} per {money}</source>
      <translation>{v} {unit} / {money}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/cloud_prices.py" line="287" />
      <source>{provider} {instance} {model} in {region}: ${price:,.2f} per device-hour is {why} (${ref:,.2f}); flagged, not used as cheapest</source>
      <translation>{provider} {instance} {model}（{region}）：每卡时 ${price:,.2f}，{why}（${ref:,.2f}）；已标记为异常，不作为最低价使用</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/cloud_prices.py" line="463" />
      <source>{rows} prices of {providers} read from {source} (as of {as_of}): {added} added, {changed} changed, {removed} removed; {flagged} flagged as anomalies; {unknown} unknown accelerator names; curated rows are kept</source>
      <translation>从 {source} 读取 {providers} 的 {rows} 条价格（截至 {as_of}）：新增 {added}，变更 {changed}，删除 {removed}；{flagged} 条标记为异常；{unknown} 个未知加速卡名称；人工整理的行保留不变</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/cloud_prices.py" line="500" />
      <source>? unknown accelerator {name} ({n} rows): not imported</source>
      <translation>? 未知加速卡 {name}（{n} 行）：未导入</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/cloud_prices.py" line="56" />
      <source>below the same provider's other regions</source>
      <translation>低于同一云厂商其他地域的价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/cloud_prices.py" line="57" />
      <source>below the provider's list price</source>
      <translation>低于该云厂商的公开目录价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/cloud_prices.py" line="58" />
      <source>below other providers' prices for the device</source>
      <translation>低于其他云厂商同款设备的价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/cloud_prices.py" line="619" />
      <source>another gpucompare is updating the prices; waiting for it to finish</source>
      <translation>另一个 gpucompare 正在更新价格；等待其完成</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/cloud_prices.py" line="734" />
      <source>China's rent side: no public list price could be reached in a citable form for {names}. Chinese rents here come from rental platforms' rate cards; import your provider's rate card (per card-hour, per month or 元/P/年) to cost a Chinese cloud.</source>
      <translation>国内租用价格：以下云厂商未找到可引用的公开刊例价：{names}。此处的国内租用价格来自算力租赁平台的价目表；如需核算国内云的成本，请导入您的服务商价目表（按卡时、按月或元/P/年）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/compare.py" line="113" />
      <source>{mark} The ratio changes with the price basis ({basis}): prices in another market, a quote or a rent give other ratios.</source>
      <translation>{mark} 该倍数随价格基准（{basis}）而变：换用其他市场的价格、报价或租用价格，倍数会不同。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/compare.py" line="134" />
      <source>Export class and China status are computed from public specs and the dated rules in the catalog (US 88 FR 73458 and later); an indication, not legal advice.</source>
      <translation>出口管制类别和中国状态依据公开规格和目录中带日期的规则（美国 88 FR 73458 及其后规则）计算；仅供参考，不构成法律意见。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/compare.py" line="143" />
      <source>Some device figures: {cite}, {lic}.</source>
      <translation>部分设备数据：{cite}，{lic}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/compare.py" line="157" />
      <source>{a} = {ratio:.2f}× {b} at {prec} dense</source>
      <translation>{prec} 稠密算力：{a} = {ratio:.2f}× {b}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/compare.py" line="272" />
      <source>{prec} TFLOPS per watt</source>
      <translation>每瓦 {prec} TFLOPS</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/compare.py" line="277" />
      <source>Dense peak ÷ TDP</source>
      <translation>稠密峰值 ÷ TDP</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/compare.py" line="317" />
      <source>US licence conditions and terms</source>
      <translation>美国许可条件与附加条款</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/compare.py" line="324" />
      <source>No price under this basis</source>
      <translation>该价格口径下无价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/compare.py" line="340" />
      <source>Price per {prec} TFLOPS</source>
      <translation>每 {prec} TFLOPS 价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/compare.py" line="352" />
      <source>Memory per {per_k}</source>
      <translation>每 {per_k} 可购显存</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/compare.py" line="374" />
      <source>({text})</source>
      <translation>（{text}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="153" />
      <source>This weighs two different devices: buying {own} against renting {rent}, the cheapest rental among the options given (no rental of the {own} is among them); the same work takes {own_time} on the one and {rent_time} on the other.</source>
      <translation>此处比较的是两种不同的设备：购买 {own} 与租用 {rent}（所给选项中最便宜的租用方案，其中没有 {own} 的租用方案）；同样的训练在前者上需 {own_time}，在后者上需 {rent_time}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="169" />
      <source>The run outlasts the bought cluster's {years:g}-year life: it takes {months:,.0f} months of use, the life holds {life:,.0f}, so the hardware must be renewed before the run ends. The comparison covers the work done within the life, {share:.0%} of the run.</source>
      <translation>本次训练超出所购集群 {years:g} 年的寿命：需使用 {months:,.0f} 个月，而寿命只有 {life:,.0f} 个月，训练结束前必须更新硬件。以下比较只涵盖寿命内完成的工作量，即本次训练的 {share:.0%}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="185" />
      <source>Buying ({own}) costs {margin} less than renting ({rent}) for the same work over its {years:g}-year life</source>
      <translation>购买（{own}）在其 {years:g} 年寿命内完成相同工作量，比租用（{rent}）少花 {margin}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="194" />
      <source>Renting ({rent}) costs {margin} less than buying ({own}) for the same work over its {years:g}-year life</source>
      <translation>租用（{rent}）完成相同工作量，比购买（{own}）在其 {years:g} 年寿命内少花 {margin}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="203" />
      <source>{head}; {holds}</source>
      <translation>{head}；{holds}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="206" />
      <source>{note} {text}</source>
      <translation>{note}{text}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="210" />
      <source>{text}; break-even: {be}.</source>
      <translation>{text}；回本：{be}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="215" />
      <source>{a}, {b}</source>
      <translation>{a}、{b}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="216" />
      <source>{text} What moves it most: {inputs}.</source>
      <translation>{text}影响最大的因素：{inputs}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="229" />
      <source>this holds however long the training takes within the estimate's range (from its fastest to its slowest likely run)</source>
      <translation>在估算的范围内（从最快到最慢的可能运行），无论训练需要多久都成立</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="233" />
      <source>buying</source>
      <translation>购买</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="233" />
      <source>renting</source>
      <translation>租用</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="234" />
      <source>this holds for {share:.0%} of the likely training times (the estimate's range, from its fastest to its slowest likely run); for the rest, {other} costs less</source>
      <translation>在约 {share:.0%} 的可能训练时长下成立（估算的范围，从最快到最慢的可能运行）；其余情况下{other}更便宜</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="295" />
      <source>The likely training times move both options alike: the saving stays at {saving}.</source>
      <translation>可能的训练时长对两种方案的影响相同：节省额保持在 {saving}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="300" />
      <source>Across the likely training times it saves {range}.</source>
      <translation>在可能的训练时长范围内，节省 {range}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="305" />
      <source>Across the likely training times its saving runs from {low} to {high}: at the low end the other option costs less.</source>
      <translation>在可能的训练时长范围内，节省额从 {low} 到 {high}：在低端，另一方案更便宜。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="38" />
      <source>Training time (likely range)</source>
      <translation>训练时长（可能范围）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="39" />
      <source>Purchase price</source>
      <translation>采购价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="40" />
      <source>Rent price</source>
      <translation>租金</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="41" />
      <source>Rent trend</source>
      <translation>租金趋势</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="42" />
      <source>Electricity price</source>
      <translation>电价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="43" />
      <source>Depreciation period</source>
      <translation>折旧期</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="44" />
      <source>Cost of capital</source>
      <translation>资金成本</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="45" />
      <source>Utilization of the owned cluster</source>
      <translation>自有集群的利用率</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="46" />
      <source>Residual value</source>
      <translation>残值</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="505" />
      <source>Not marked best: a bought cluster's run cost is its share of the TCO, a rented one is the bill; read the decision (buy or rent over the cluster's life) beside it.</source>
      <translation>未标为最优：自购集群的单次训练费用是其 TCO 的分摊，租用的是账单；请看旁边的决策（集群寿命内买还是租）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="512" />
      <source>Cheapest run marked among the rentals only: a bought cluster's run cost is its share of the TCO, a rented one is the bill; read the decision (buy or rent over the cluster's life) beside it.</source>
      <translation>最便宜的训练只在租用方案之间标出：自购集群的训练费用是其 TCO 的分摊，租用的是账单；请看旁边的决策（集群寿命内买还是租）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="516" />
      <source>Cheapest run marked among the bought options only: a bought cluster's run cost is its share of the TCO, a rented one is the bill; read the decision (buy or rent over the cluster's life) beside it.</source>
      <translation>最便宜的训练只在购买方案之间标出：自购集群的训练费用是其 TCO 的分摊，租用的是账单；请看旁边的决策（集群寿命内买还是租）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="520" />
      <source>Cheapest run marked twice, among the bought options and among the rentals: a bought cluster's run cost is its share of the TCO, a rented one is the bill; read the decision (buy or rent over the cluster's life) beside it.</source>
      <translation>最便宜的训练在购买方案和租用方案之间各标出一次：自购集群的训练费用是其 TCO 的分摊，租用的是账单；请看旁边的决策（集群寿命内买还是租）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="79" />
      <source>each run's likely training time, fastest to slowest</source>
      <translation>各次训练的可能时长，从最快到最慢</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="81" />
      <source>{low:+.0%} to {high:+.0%}</source>
      <translation>{low:+.0%} 至 {high:+.0%}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="83" />
      <source>{low:+.0%} to {high:+.0%} a year</source>
      <translation>每年 {low:+.0%} 至 {high:+.0%}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="85" />
      <source>{low:g}-{high:g} years</source>
      <translation>{low:g}-{high:g} 年</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="87" />
      <source>{low:.0%}-{high:.0%}</source>
      <translation>{low:.0%}-{high:.0%}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/decision.py" line="88" />
      <source>{low:.3g}-{high:.3g}</source>
      <translation>{low:.3g}-{high:.3g}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/epoch_update.py" line="111" />
      <source>the catalog file</source>
      <translation>目录文件</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/epoch_update.py" line="124" />
      <source>the catalog file is larger than {mb} MB</source>
      <translation>目录文件大于 {mb} MB</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/epoch_update.py" line="129" />
      <source>not a readable CSV: {error}</source>
      <translation>不是可读的 CSV：{error}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/epoch_update.py" line="133" />
      <source>not an Epoch AI hardware CSV: missing column {columns}</source>
      <translation>不是 Epoch AI 硬件 CSV：缺少列 {columns}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/epoch_update.py" line="145" />
      <source>the catalog file has more than {n} rows</source>
      <translation>目录文件超过 {n} 行</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/epoch_update.py" line="148" />
      <source>the catalog file is cut short: line {line} has fewer fields than the header; nothing was changed</source>
      <translation>目录文件不完整：第 {line} 行的字段少于表头；未做任何更改</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/epoch_update.py" line="158" />
      <source>not a readable CSV at line {line}: {error}</source>
      <translation>第 {line} 行起不是可读的 CSV：{error}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/epoch_update.py" line="161" />
      <source>the catalog file has no hardware rows</source>
      <translation>目录文件中没有硬件行</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/epoch_update.py" line="218" />
      <source>{rows} Epoch AI rows read from {source}: {added} added, {changed} changed, {renamed} renamed, {removed} removed, {conflicts} left out as conflicts; curated and custom rows are not touched</source>
      <translation>从 {source} 读取 {rows} 行 Epoch AI 数据：新增 {added}，更改 {changed}，改名 {renamed}，删除 {removed}，因冲突未收录 {conflicts}；人工整理的行和自定义设备不受影响</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/epoch_update.py" line="238" />
      <source>touches {quotes} quotes ({orphaned} of them will need a device) and {n} saved comparisons{names}</source>
      <translation>涉及 {quotes} 条报价（其中 {orphaned} 条将需要重新指定设备）和 {n} 个已保存的对比{names}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/epoch_update.py" line="336" />
      <source>the catalog in use cannot be read ({error})</source>
      <translation>无法读取当前使用的目录（{error}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/epoch_update.py" line="441" />
      <source>'{name}' may be a new name for {others}; it is added as a new device and their quotes will need a device</source>
      <translation>“{name}”可能是 {others} 的新名称；它将作为新设备加入，原设备的报价将需要重新指定设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/epoch_update.py" line="538" />
      <source>the new file lacks {n} columns the catalog in use reads ({columns})</source>
      <translation>新文件缺少当前目录所读取的 {n} 列（{columns}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/epoch_update.py" line="547" />
      <source>the new file has {new} rows, {lost} fewer than the {old} in use (more than {pct:.0%})</source>
      <translation>新文件有 {new} 行，比当前的 {old} 行少 {lost} 行（超过 {pct:.0%}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/epoch_update.py" line="558" />
      <source>{n} of the {old} rows in use would change or go (more than {pct:.0%})</source>
      <translation>当前 {old} 行中有 {n} 行将被更改或删除（超过 {pct:.0%}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/epoch_update.py" line="575" />
      <source>another gpucompare is still updating the catalog; try again when it has finished; nothing was changed</source>
      <translation>另一个 gpucompare 仍在更新目录；请在其完成后重试；未做任何更改</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/epoch_update.py" line="586" />
      <source>another gpucompare is updating the catalog; waiting for it to finish</source>
      <translation>另一个 gpucompare 正在更新目录；等待其完成</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/epoch_update.py" line="611" />
      <source>not applied: {risk}; check the preview, then confirm (--force on the command line); nothing was changed</source>
      <translation>未应用：{risk}；请检查预览后确认（命令行使用 --force）；未做任何更改</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/epoch_update.py" line="622" />
      <source>the catalog was changed by another update since this preview; preview again; nothing was changed</source>
      <translation>自本次预览以来目录已被另一次更新修改；请重新预览；未做任何更改</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/epoch_update.py" line="775" />
      <source>there is no catalog version {n} (kept: {known})</source>
      <translation>没有目录版本 {n}（已保留：{known}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/epoch_update.py" line="782" />
      <source>catalog version {n} cannot be read ({error})</source>
      <translation>无法读取目录版本 {n}（{error}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/epoch_update.py" line="784" />
      <source>catalog version {n} is damaged (its file changed); not used</source>
      <translation>目录版本 {n} 已损坏（其文件被修改）；不予使用</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/epoch_update.py" line="795" />
      <source>no catalog update was applied in this workspace; nothing to roll back</source>
      <translation>此工作区未应用过目录更新；没有可回退的内容</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/epoch_update.py" line="800" />
      <source>the catalog in use is the oldest version kept; nothing to roll back to</source>
      <translation>当前使用的目录已是保留的最早版本；无法再回退</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/epoch_update.py" line="806" />
      <source>catalog version {n}</source>
      <translation>目录版本 {n}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1007" />
      <source> + {coef:g} x layers x hidden x {seq:,.0f} (causal attention at the sequence used: {share:g} of the score matrix, the masked blocks skipped; source: {source})</source>
      <translation> + {coef:g} × 层数 × 隐藏维度 × {seq:,.0f}（按所用序列长度计的因果注意力：得分矩阵的 {share:g}，跳过被掩码的块）（来源：{source}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1016" />
      <source> + 12 x layers x hidden x {seq:,.0f} (attention at the sequence used)</source>
      <translation> + 12 × 层数 × 隐藏维度 × {seq:,.0f}（按所用序列长度计的注意力）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1018" />
      <source>, x 8/6 for full recompute</source>
      <translation>，完全重计算 × 8/6</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1019" />
      <source>{tokens} tokens</source>
      <translation>{tokens} 个 token</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1021" />
      <source>{images:.4g} images x {seq:,.0f} patch tokens{views}</source>
      <translation>{images:.4g} 张图像 × {seq:,.0f} 个图块 token{views}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1025" />
      <source>{images:.4g} images x {seq:,.0f} latent patch tokens ((image {size:g} px / VAE downsampling {f:g} / patch {p:g})^2; the VAE and any text encoder are not counted)</source>
      <translation>{images:.4g} 张图像 x 每张 {seq:,.0f} 个潜空间图块 token（(图像 {size:g} px / VAE 下采样 {f:g} / 图块 {p:g})^2；VAE 和文本编码器不计入）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1035" />
      <source>LoRA fine-tune: FLOPs = 4 x {active} parameters x {tokens} (frozen base: no weight gradients){att}{full} = {flops:.3g}.</source>
      <translation>LoRA 微调：FLOPs = 4 × {active}参数 × {tokens}（基座冻结：无权重梯度）{att}{full} = {flops:.3g}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="104" />
      <source>{name}'s {used} peak of {peak:g} TFLOPS is not published by its maker but derived: {how} (source: {source}, {as_of}); the estimate rests on it.</source>
      <translation>{name} 的 {used} 峰值 {peak:g} TFLOPS 并非厂商公布，而是推算所得：{how}（来源：{source}，{as_of}）；本估算以此为据。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1044" />
      <source>Full fine-tune: </source>
      <translation>全参数微调：</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1045" />
      <source>{kind}FLOPs = 6 x {active} active parameters x {tokens}{att}{full} = {flops:.3g}.</source>
      <translation>{kind}FLOPs = 6 × {active}激活参数 × {tokens}{att}{full} = {flops:.3g}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1057" />
      <source>{micro:,.0f} tokens per micro-batch; {m:,.0f} micro-batches per data-parallel rank per step; {steps:,.0f} steps.</source>
      <translation>每个微批次 {micro:,.0f} 个 token；每个数据并行副本每步 {m:,.0f} 个微批次；共 {steps:,.0f} 步。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1068" />
      <source>the matmuls run at the achieved rate</source>
      <translation>矩阵乘按实际速率运行</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1069" />
      <source>the matmuls take x{gemm:.3g} of their time at the achieved rate</source>
      <translation>矩阵乘耗时为按实际速率计算的 {gemm:.3g} 倍</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1075" />
      <source>Attention core at {share:.0%} of the 16-bit peak (given), below the matmuls' {util:.0%}: its FLOPs ({att:.0%} of the model's) take x{slow:.2f} the time they would at the matmuls' rate.</source>
      <translation>注意力核心按 16 位峰值的 {share:.0%} 运行（用户设定），低于矩阵乘的 {util:.0%}：其 FLOPs（占模型的 {att:.0%}）耗时为按矩阵乘速率计算的 {slow:.2f} 倍。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1083" />
      <source>Attention core at {share:.0%} of the 16-bit peak, below the matmuls' {util:.0%}: the fused attention kernel's published rate on this family (source: {source}; a newer kernel may be faster, give --attention-share); its FLOPs ({att:.0%} of the model's) take x{slow:.2f} the time they would at the matmuls' rate.</source>
      <translation>注意力核心按 16 位峰值的 {share:.0%} 运行，低于矩阵乘的 {util:.0%}：这是该系列上融合注意力内核的公开速率（来源：{source}；更新的内核可能更快，可用 --attention-share 指定）；其 FLOPs（占模型的 {att:.0%}）耗时为按矩阵乘速率计算的 {slow:.2f} 倍。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1099" />
      <source>Shape efficiency: {matmuls} (the intensity of {micro:,.0f}-token micro-batches against hidden {hidden:g} and the device's FLOP/s per byte).</source>
      <translation>形状效率：{matmuls}（{micro:,.0f} 个 token 的微批与隐藏维度 {hidden:g} 的计算强度，对比设备每字节的 FLOP/s）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1107" />
      <source>Shape efficiency: {matmuls} (intensity of {micro:,.0f}-token micro-batches against hidden {hidden:g}), the memory-bound kernels beside them add x{el:.3g} ({b:g} bytes per hidden unit, token and layer, fitted at 16-bit activations and doubled at 32-bit).</source>
      <translation>形状效率：{matmuls}（{micro:,.0f} 个 token 的微批与隐藏维度 {hidden:g} 的计算强度），旁边的访存受限算子另加 {el:.3g} 倍（每个隐藏单元、每 token、每层 {b:g} 字节，按 16 位激活拟合，32 位时加倍）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="111" />
      <source>from the maker's other figures</source>
      <translation>由厂商公布的其他指标推算</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1116" />
      <source>Shape efficiency: {matmuls} (intensity of {micro:,.0f}-token micro-batches against hidden {hidden:g}), the memory-bound kernels beside them add x{el:.3g} ({b:g} bytes per hidden unit, token and layer, fitted at 16-bit activations and doubled at 32-bit); stragglers x{lag:.3g} on {n} device.</source>
      <translation>形状效率：{matmuls}（{micro:,.0f} 个 token 的微批与隐藏维度 {hidden:g} 的计算强度），旁边的访存受限算子另加 {el:.3g} 倍（每个隐藏单元、每 token、每层 {b:g} 字节，按 16 位激活拟合，32 位时加倍）；{n} 个设备上的掉队者 ×{lag:.3g}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1122" />
      <source>Shape efficiency: {matmuls} (intensity of {micro:,.0f}-token micro-batches against hidden {hidden:g}), the memory-bound kernels beside them add x{el:.3g} ({b:g} bytes per hidden unit, token and layer, fitted at 16-bit activations and doubled at 32-bit); stragglers x{lag:.3g} on {n} devices.</source>
      <translation>形状效率：{matmuls}（{micro:,.0f} 个 token 的微批与隐藏维度 {hidden:g} 的计算强度），旁边的访存受限算子另加 {el:.3g} 倍（每个隐藏单元、每 token、每层 {b:g} 字节，按 16 位激活拟合，32 位时加倍）；{n} 个设备上的掉队者 ×{lag:.3g}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="113" />
      <source>date not stated</source>
      <translation>未注明日期</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1142" />
      <source>Parallelism: TP {tp} x PP {pp} x CP {cp} x DP {dp:g}{ep}, ZeRO-{zero}, {recompute} recompute; collectives priced on the link each group spans, TP partly overlapped with compute ({overlap:g}; source: {source}).</source>
      <translation>并行：TP {tp} × PP {pp} × CP {cp} × DP {dp:g}{ep}，ZeRO-{zero}，{recompute}重计算；集合通信按各组所跨链路计价，TP 部分与计算重叠（{overlap:g}；来源：{source}）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1149" />
      <source> (EP {ep} within DP)</source>
      <translation>（DP 内 EP {ep}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1158" />
      <source>Mixture of experts: {k:g} routed experts per token ({how}); attention, embeddings and shared experts taken as {share:g} of the active parameters, the rest of the total is routed experts (source: {source}).</source>
      <translation>混合专家：每个 token 路由到 {k:g} 个专家（{how}）；注意力、嵌入和共享专家按激活参数的 {share:g} 计，总参数的其余部分为路由专家（来源：{source}）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1162" />
      <source>as given</source>
      <translation>按给定</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1162" />
      <source>assumed, as DeepSeek-V3</source>
      <translation>假设，与 DeepSeek-V3 相同</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1169" />
      <source>Routed experts' GEMMs ({share:.0%} of the FLOPs) at their own shape: {tokens:,.0f} tokens an expert per micro-batch (the micro-batch x EP {ep} x the share of the experts' weights a token uses), computed in whole {tile:g}-row tiles and against the device's FLOP/s per byte: x{f:.2f} their time at the achieved rate (Switch Transformer's expert capacity; NVIDIA's tile quantization).</source>
      <translation>路由专家的矩阵乘（占 FLOPs 的 {share:.0%}）按其自身形状计算：每个微批次每个专家 {tokens:,.0f} 个 token（微批次 × EP {ep} × 每个 token 使用的专家权重份额），按整块 {tile:g} 行的分块计算，并对照设备每字节的 FLOP/s：其耗时为按实际速率计算的 ×{f:.2f}（Switch Transformer 的专家容量；NVIDIA 的分块量化）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1183" />
      <source>Scale-up: {link} {up:g} GB/s bidirectional per device, {domain:g} devices per domain, efficiency {eff_up:g}; scale-out {out:g} Gb/s per device, efficiency {eff_out:g}; each collective on the link its group spans (ring all-reduce, all-to-all), gradient reduction overlapped with the backward pass.</source>
      <translation>机内互联：{link} 每卡双向 {up:g} GB/s，每域 {domain:g} 个设备，效率 {eff_up:g}；机间网络每卡 {out:g} Gb/s，效率 {eff_out:g}；每次集合通信走其所在组跨越的链路（环形 all-reduce、all-to-all），梯度归约与反向传播重叠。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1188" />
      <source>link</source>
      <translation>链路</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="119" />
      <source>{name} has no TF32 figure (it predates TF32): estimated in FP32 at its FP32 peak ({peak:g} TFLOPS); the band is widened.</source>
      <translation>{name} 没有 TF32 数据（早于 TF32）：按其 FP32 峰值（{peak:g} TFLOPS）以 FP32 估算；区间已放宽。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1207" />
      <source>LoRA with {optimizer}: {w:g} bytes per frozen parameter, {per:g} bytes per trained adapter parameter ({share:g} of the model)</source>
      <translation>LoRA，优化器 {optimizer}：每个冻结参数 {w:g} 字节，每个训练的适配器参数 {per:g} 字节（占模型的 {share:g}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1216" />
      <source>{per:g} bytes per parameter with {optimizer}: weights {w:g}, gradients {g:g}, FP32 master weights {m:g}, optimizer states {s:g} (source: {source})</source>
      <translation>优化器 {optimizer}，每个参数 {per:g} 字节：权重 {w:g}，梯度 {g:g}，FP32 主权重 {m:g}，优化器状态 {s:g}（来源：{source}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1228" />
      <source>; BF16 weights trained directly, no FP32 master copy (source: {source})</source>
      <translation>；直接训练 BF16 权重，不保留 FP32 主权重副本（来源：{source}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1236" />
      <source>; the optimizer steps each parameter in the backward pass and frees its gradient (source: {source})</source>
      <translation>；优化器在反向传播中逐个更新参数并释放其梯度（来源：{source}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1243" />
      <source>Memory: {what}{bf16}{in_backward}, sharded by TP x PP{ep} and ZeRO-{zero}; activations for {recompute} recompute; {overhead:g} GB framework overhead.</source>
      <translation>显存：{what}{bf16}{in_backward}，按 TP × PP{ep} 和 ZeRO-{zero} 切分；激活按{recompute}重计算；框架开销 {overhead:g} GB。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1249" />
      <source>, experts also by EP</source>
      <translation>，专家再按 EP 切分</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="125" />
      <source>{name} has no {asked} tensor figure: estimated at its {used} tensor peak ({peak:g} TFLOPS), the same 16-bit rate on devices that have both; the band is widened.</source>
      <translation>{name} 没有 {asked} 张量算力数据：按其 {used} 张量峰值（{peak:g} TFLOPS）估算，两者都有的设备上二者的 16 位速率相同；区间已放宽。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1257" />
      <source>Paged optimizer: {gb:.3g} GB of its states do not fit on the device and are held in host memory, moved over PCIe ({each:g} GB/s each way) every step: +{s:.3g} s per step, not overlapped with compute.</source>
      <translation>分页优化器：其状态中有 {gb:.3g} GB 放不进设备，保存在主机内存中，每步经 PCIe（每个方向 {each:g} GB/s）传输：每步增加 {s:.3g} 秒，不与计算重叠。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1267" />
      <source>Paged optimizer: {name} has no PCIe generation in the catalog, so its states are not paged to host memory here; they count on the device.</source>
      <translation>分页优化器：目录中没有 {name} 的 PCIe 代数，因此这里不把其状态分页到主机内存，而计入设备显存。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1275" />
      <source>Optimizer-in-backward needs one micro-batch per step; this layout accumulates {m:.3g}, so every gradient is held until the step, as without it (set the global batch to one micro-batch per device to free them).</source>
      <translation>反向传播中更新优化器要求每步只有一个微批次；此布局累积 {m:.3g} 个，因此所有梯度仍保留到更新步骤，与不使用时相同（将全局批次设为每个设备一个微批次即可释放梯度）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1284" />
      <source>Wall-clock = steady state / goodput {goodput:g}, set by the user.</source>
      <translation>实际耗时 = 稳态时间 / 有效时间比例 {goodput:g}，由用户设定。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1289" />
      <source>Timed region (--timed-region): wall-clock x{factor:.3g} the steady state, the failures' expected share only (one every {every:,.0f} device-hours, source: {source}). A benchmark's time-to-train starts its clock after the job's start-up (MLPerf Training allows up to 20 minutes of untimed initialisation) and scores runs that succeeded, so neither a whole job's fixed time nor the share a long campaign loses to evaluation, checkpoints, stalls and restarts is counted; a whole job takes longer.</source>
      <translation>计时区间（--timed-region）：墙钟时间为稳态时间的 x{factor:.3g}，只计故障的预期份额（每 {every:,.0f} 设备小时一次，来源：{source}）。基准测试的训练达标时间在作业启动之后才开始计时（MLPerf Training 允许最多 20 分钟不计时的初始化），且只计成功的运行，因此既不计完整作业的固定时间，也不计长期训练因评估、检查点、停顿和重启而多花的份额；完整作业耗时更长。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1300" />
      <source>Wall-clock x{factor:.3g} the steady state: one failure every {every:,.0f} device-hours (source: {source}) cost restarts and lost work, capped by checkpoints at the optimum interval (Young 1974). The steady state is what a throughput measurement of tuned code sees.</source>
      <translation>实际耗时为稳态的 {factor:.3g} 倍：每 {every:,.0f} 卡时发生一次故障（来源：{source}），带来重启与损失的计算，按最优间隔做检查点加以限制（Young 1974）。稳态即对调优代码测吞吐所见的速率。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1308" />
      <source>Wall-clock x{factor:.3g} the steady state: one failure every {every:,.0f} device-hours (source: {source}) cost restarts and lost work, capped by checkpoints at the optimum interval (Young 1974); a long campaign also runs up to {other:.0%} longer than its steady-state rate (evaluation, checkpoints, stalls, restarts and code less tuned than a vendor's benchmark), building up over its first {tc:.3g} hours: fitted on published runs. The steady state is what a throughput measurement of tuned code sees.</source>
      <translation>实际耗时为稳态的 {factor:.3g} 倍：每 {every:,.0f} 卡时发生一次故障（来源：{source}），带来重启与损失的计算，按最优间隔做检查点加以限制（Young 1974）；长时间训练还会比稳态速率多用最多 {other:.0%} 的时间（评估、检查点、停顿、重启，以及不如厂商基准调优的代码），在最初 {tc:.3g} 小时内逐步累积：按公开训练结果拟合。稳态即对调优代码测吞吐所见的速率。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1323" />
      <source>published runs scatter x{lo:.2f}-x{hi:.2f} around the expected wall-clock and x{slo:.2f}-x{shi:.2f} around the steady state, each predicted out of fold (10th-90th percentile)</source>
      <translation>公开训练结果分布在预期实际耗时的 ×{lo:.2f}–×{hi:.2f}、稳态的 ×{slo:.2f}–×{shi:.2f} 之间，均为折外预测（第 10–90 百分位）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1334" />
      <source>the run's overheads (failures, restarts, the campaign share, a job's fixed time) are a smaller share of it than of the campaigns the wall-clock band was sized on: its band sits {share:.0%} of the way towards the steady state's (x{wide:.1f} wide -&gt; x{narrow:.1f})</source>
      <translation>本次运行的额外开销（故障、重启、长期训练的额外份额、作业的固定时间）在其耗时中所占比例小于确定实际耗时区间所依据的长期训练：其区间向稳态区间靠拢 {share:.0%}（宽度 ×{wide:.1f} → ×{narrow:.1f}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1351" />
      <source>no published run of this device family and a substituted figure</source>
      <translation>此设备系列没有公开训练结果，且有替代的数据</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1353" />
      <source>no published run of this device family</source>
      <translation>此设备系列没有公开训练结果</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1355" />
      <source>a figure the device lacks was substituted</source>
      <translation>替代了设备缺少的数据</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1358" />
      <source>not widened though {why}: such runs scattered no further out of fold</source>
      <translation>虽然{why}，但交叉验证中此类运行的偏差并不更大：未放宽</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1359" />
      <source>widened x{lo:.2f}-x{hi:.2f} because {why} (the spread of the families' own typical errors)</source>
      <translation>因{why}放宽 ×{lo:.2f}–×{hi:.2f}（各系列自身典型误差的分布）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1368" />
      <source>this device family's factor rests on few publishers' runs ({n:g}, a publisher whose runs are all approximate counting half)</source>
      <translation>该设备系列的系数仅基于少数发布方的运行（{n:g} 个；运行全为估算级的发布方按半个计）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="137" />
      <source>FP32 on {name} is timed at its TF32 tensor rate, {tf32:g} TFLOPS, not its FP32 figure of {fp32:g}: PyTorch (torch.backends.cudnn.allow_tf32, True by default since 1.7) and TensorFlow (TF32 on by default since 2.4) run a CNN's FP32 convolutions on the TF32 tensor cores. The band's high end reaches the estimate with TF32 turned off; give --precision tf32 to say it is on.</source>
      <translation>{name} 上的 FP32 按其 TF32 张量核心速率 {tf32:g} TFLOPS 计时，而非其 FP32 数值 {fp32:g}：PyTorch（torch.backends.cudnn.allow_tf32，自 1.7 起默认为 True）和 TensorFlow（自 2.4 起默认开启 TF32）在 TF32 张量核心上运行 CNN 的 FP32 卷积。区间高端达到关闭 TF32 时的估算；用 --precision tf32 表明已开启。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1380" />
      <source>{n:g} publisher of {kind} runs in the fit</source>
      <translation>拟合中 {kind} 类运行仅来自 {n:g} 个发布方</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1381" />
      <source>{n:g} publishers of {kind} runs in the fit</source>
      <translation>拟合中 {kind} 类运行仅来自 {n:g} 个发布方</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1388" />
      <source>{v:.3g}B active parameters, outside the {lo:.2g}B-{hi:,.4g}B of the fitted runs</source>
      <translation>激活参数 {v:亿B}，超出拟合所用运行的范围 {lo:亿B}–{hi:亿B}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1395" />
      <source>{v:g} devices, outside the {lo:g}-{hi:g} of the fitted runs</source>
      <translation>{v:g} 台设备，超出拟合所用运行的范围 {lo:g}-{hi:g}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1396" />
      <source>{v:,.0f} hours, outside the {lo:.2g}-{hi:,.0f} of the fitted runs</source>
      <translation>{v:,.0f} 小时，超出拟合所用运行的范围 {lo:.2g}–{hi:,.0f} 小时</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1400" />
      <source>few published runs like it</source>
      <translation>与之相似的已发表运行很少</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1402" />
      <source>{a}; {b}</source>
      <translation>{a}；{b}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1404" />
      <source>the estimate extrapolates from the runs it was fitted on ({why}), but out of fold such runs scattered no further: not widened for it</source>
      <translation>该估算是在拟合所用运行之外外推（{why}），但交叉验证中此类运行的偏差并不更大：未因此放宽</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1409" />
      <source>widened x{lo:.2f}-x{hi:.2f} because the estimate extrapolates from the runs it was fitted on ({why}; out of fold such runs scattered that much more)</source>
      <translation>放宽 ×{lo:.2f}–×{hi:.2f}，因为该估算是在拟合所用运行之外外推（{why}；交叉验证中此类运行的离散程度相应更大）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1421" />
      <source>it is a vision model (input pipelines and augmentation the estimate does not see)</source>
      <translation>这是视觉模型（估算看不到输入管线和数据增强）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1423" />
      <source>it is a recommendation model priced per sample (its input pipeline and embedding lookups the estimate does not see; sized on the vision runs, priced per sample the same way)</source>
      <translation>这是按样本计价的推荐模型（估算看不到其输入管线和嵌入查找；按视觉模型的运行确定，二者同样按样本计价）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1434" />
      <source>it is a fine-tune (its data, sequence lengths and evaluation are rarely what was entered)</source>
      <translation>这是一次微调（其数据、序列长度和评估很少与输入一致）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1435" />
      <source>the sequence length was left to the default</source>
      <translation>序列长度使用了默认值</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1437" />
      <source>it runs on one device (one card's runs range from eager library code to compiled, fused kernels)</source>
      <translation>它在单个设备上运行（单卡训练从即时执行的库代码到编译、融合的内核都有）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1441" />
      <source>widened x{lo:.2f}-x{hi:.2f} because {why} (out of fold such runs scattered that much more)</source>
      <translation>放宽 ×{lo:.2f}–×{hi:.2f}，因为{why}（交叉验证中此类运行的偏差大这么多）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1453" />
      <source>{v:.3g}B active parameters against {mid:.3g}B in the middle of the fitted runs</source>
      <translation>激活参数 {v:亿B}，拟合所用运行的中位为 {mid:亿B}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1459" />
      <source>runs of larger models fell nearer</source>
      <translation>更大模型的运行偏差更小</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1459" />
      <source>runs of smaller models scattered further</source>
      <translation>更小模型的运行离散更大</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1464" />
      <source>{v:g} device against {mid:g} in the middle of the fitted runs</source>
      <translation>{v:g} 个设备，拟合所用运行的中位为 {mid:g} 个</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1465" />
      <source>{v:g} devices against {mid:g} in the middle of the fitted runs</source>
      <translation>{v:g} 个设备，拟合所用运行的中位为 {mid:g} 个</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1468" />
      <source>runs on fewer devices scattered further</source>
      <translation>更少设备上的运行离散更大</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1468" />
      <source>runs on more devices fell nearer</source>
      <translation>更多设备上的运行偏差更小</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1470" />
      <source>x{scale:.2f} as wide for {what} (out of fold, {why}: x{per:.2f} per decade)</source>
      <translation>宽度为 ×{scale:.2f}：{what}（交叉验证中{why}：每十倍 ×{per:.2f}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1477" />
      <source>x{scale:.2f} wider for {what} (out of fold, {why}: x{per:.2f} per decade)</source>
      <translation>放宽 ×{scale:.2f}：{what}（交叉验证中{why}：每十倍 ×{per:.2f}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1487" />
      <source>low end at most x{inv:.2f} (the estimate in {low}) because no precision was given: estimated in {used}, but the device has {low} tensor cores and the run may use them (the estimate's own {low} path is x{gain:.2f} faster here); name --precision to narrow it</source>
      <translation>低端至多为估算值的 ×{inv:.2f}（按 {low} 的估算），因为未给出精度：按 {used} 估算，但该设备有 {low} 张量核心，运行可能使用它们（本估算自身的 {low} 路径在此快 ×{gain:.2f}）；用 --precision 指定精度可收窄区间</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1499" />
      <source>high end at least x{slow:.2f} (the estimate in FP32) because no precision was given: estimated in {used} on the tensor cores, but the device predates BF16 and TF32, and code of its era trains in FP32 unless mixed precision is turned on (the estimate's own FP32 path is x{slow:.2f} slower here); name --precision to narrow it</source>
      <translation>高端至少为估算值的 ×{slow:.2f}（按 FP32 的估算），因为未给出精度：按 {used} 在张量核心上估算，但该设备早于 BF16 和 TF32，那个时期的代码除非手动开启混合精度，否则以 FP32 训练（本估算自身的 FP32 路径在此慢 ×{slow:.2f}）；用 --precision 指定精度可收窄区间</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1510" />
      <source>high end at least x{slow:.2f} (the estimate on the FP32 units) because FP32 was given: estimated at TF32, the frameworks' default for convolutions, but a run that turns TF32 off (torch.backends.cudnn.allow_tf32 = False) is x{slow:.2f} slower here</source>
      <translation>高端至少为估算值的 ×{slow:.2f}（在 FP32 单元上的估算），因为给出的是 FP32：按 TF32（各框架对卷积的默认设置）估算，但关闭 TF32 的运行（torch.backends.cudnn.allow_tf32 = False）在此慢 ×{slow:.2f}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1520" />
      <source>x{scale:.2f} as wide: blind runs fell that much nearer than it allowed for</source>
      <translation>区间宽度取 ×{scale:.2f}：盲测运行比区间预留的更接近估算</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1524" />
      <source>x{scale:.2f} wider again: runs collected by someone who never saw the estimator fell that much further from a band calibrated without them</source>
      <translation>再放宽 ×{scale:.2f}：由从未见过估算器的人收集的运行，与不含它们校准的区间相差这么多</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="153" />
      <source>{name} runs a framework's {asked} matrix multiplies on its matrix units as {used} passes ({passes:g} by default; source: {source}): estimated at its {used} matrix peak over {passes:g} pass(es), {peak:g} TFLOPS, not its FP32 figure of {fp32:g} TFLOPS; the band is widened.</source>
      <translation>{name} 的矩阵单元以 {used} 多遍计算执行框架的 {asked} 矩阵乘法（默认 {passes:g} 遍；来源：{source}）：按其 {used} 矩阵峰值除以 {passes:g} 遍估算，即 {peak:g} TFLOPS，而非其 FP32 算力数据 {fp32:g} TFLOPS；区间已放宽。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1533" />
      <source>No band: the run does not fit in memory.</source>
      <translation>无区间：显存放不下。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1546" />
      <source>Band {wall} (steady state {steady}): {drivers}.</source>
      <translation>区间 {wall}（稳态 {steady}）：{drivers}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1555" />
      <source>Does not fit in memory, so no time and no cost are given. {advice}</source>
      <translation>显存放不下，因此不给出时间和成本。{advice}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1563" />
      <source>ZeRO-3 with TP {tp}</source>
      <translation>ZeRO-3 加 TP {tp}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1567" />
      <source>ZeRO-3, TP {tp} and full recompute</source>
      <translation>ZeRO-3、TP {tp} 加完全重计算</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1572" />
      <source>ZeRO-3, 8-bit AdamW, BF16 weights and the optimizer in the backward pass, one micro-batch a step (--optimizer adamw8bit --bf16-weights --optimizer-in-backward)</source>
      <translation>ZeRO-3、8 位 AdamW、BF16 权重并在反向传播中更新优化器，每步一个微批次（--optimizer adamw8bit --bf16-weights --optimizer-in-backward）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1576" />
      <source>ZeRO-3, 8-bit AdamW and BF16 weights (--optimizer adamw8bit --bf16-weights)</source>
      <translation>ZeRO-3、8 位 AdamW 和 BF16 权重（--optimizer adamw8bit --bf16-weights）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1580" />
      <source>Needs {need} GB per device but {name} has {cap} GB.</source>
      <translation>每卡需要 {need} GB，但 {name} 只有 {cap} GB。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1589" />
      <source>{head} It fits with {how} on {n} devices.</source>
      <translation>{head}在 {n} 个设备上使用{how}即可放下。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1593" />
      <source>{head} It would fit on {n} devices with ZeRO-3, TP {tp} and full recompute.</source>
      <translation>{head}使用 ZeRO-3、TP {tp} 加完全重计算时，{n} 个设备可以放下。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1602" />
      <source>{head} It does not fit on any cluster size tried: activations alone exceed the device memory.</source>
      <translation>{head}在尝试过的所有集群规模下都放不下：仅激活就超过了单卡显存。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1610" />
      <source>The host's data pipeline may set the pace: the devices would train {rate:,.0f} images a second, each decoded and augmented once for each of its {views} views on the CPUs; an 8-device server's CPUs fed ResNet-50 about {per:,.0f} augmented images a second a device with PyTorch's DataLoader (MosaicML 2022, 8 A100: the loader, not the GPUs, set the pace), {host:,.0f} images a second here, so the run may take up to x{slower:.1f} this estimate. Not in the estimate or its band (no input gives the host's cores or its loader); a GPU loader (DALI, FFCV) or more cores a device raise the ceiling.</source>
      <translation>主机的数据管线可能决定速度：设备每秒可训练 {rate:,.0f} 张图像，而每张图像要在 CPU 上为其 {views} 个视图各解码并增强一次；8 卡服务器的 CPU 使用 PyTorch 的 DataLoader 为 ResNet-50 每卡每秒约提供 {per:,.0f} 张增强后的图像（MosaicML 2022，8 张 A100：是加载器而非 GPU 决定了速度），此处即每秒 {host:,.0f} 张图像，因此运行时间可能最多为本估算的 x{slower:.1f}。未计入估算及其区间（没有输入给出主机的核心数或加载器）；GPU 加载器（DALI、FFCV）或每卡更多 CPU 核心可提高此上限。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1628" />
      <source>The wall-clock includes {seconds:,.0f} s a whole job spends whatever its length (start-up, loading the model and the data, tokenising, the final evaluation and save; fitted on published wall-clock figures of whole jobs, never on throughput figures or on benchmarks that time the training region only, as MLPerf does after up to 20 minutes of untimed initialisation): {share:.0%} of this run's wall-clock. The steady state leaves it out.</source>
      <translation>墙钟时间包含一个完整作业无论长短都要花费的 {seconds:,.0f} 秒（启动、加载模型和数据、分词、最后的评估与保存；按已发布的完整作业墙钟时间拟合，从不按吞吐量数据或只计训练区间的基准拟合——MLPerf 在开始计时前允许最多 20 分钟不计时的初始化）：占本次运行墙钟时间的 {share:.0%}。稳态时间不含此项。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1644" />
      <source>'{text}' names a family of {n} variants ({names}), not one: the estimate assumes {assumed}, the family's usual training variant (a server-module part before a PCIe card, then the most memory); give the variant for its own estimate.</source>
      <translation>“{text}”是一个系列的名称，含 {n} 个型号（{names}），而非单一型号：估算按该系列常用的训练型号 {assumed}（先模组型号后 PCIe 卡，再取显存最大者）进行；请给出具体型号以得到其自身的估算。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="165" />
      <source>{name} runs a framework's {asked} matrix multiplies on its matrix units as {used} passes ({passes:g} by default; source: {source}): estimated at its {used} matrix peak over {passes:g} pass(es), {peak:g} TFLOPS; the band is widened.</source>
      <translation>{name} 的矩阵单元以 {used} 多遍计算执行框架的 {asked} 矩阵乘法（默认 {passes:g} 遍；来源：{source}）：按其 {used} 矩阵峰值除以 {passes:g} 遍估算，即 {peak:g} TFLOPS；区间已放宽。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1654" />
      <source>'{text}' names a family of {n} variants ({names}), not one: the estimate assumes {assumed}, the family's usual training variant (a server-module part before a PCIe card, then the most memory), and its band spans the variants' bands ({unfit} would not fit in memory: left out); give the variant for its own estimate.</source>
      <translation>“{text}”是一个系列的名称，含 {n} 个型号（{names}），而非单一型号：估算按该系列常用的训练型号 {assumed}（先模组型号后 PCIe 卡，再取显存最大者）进行，区间覆盖各型号的区间（{unfit} 显存放不下：未计入）；请给出具体型号以得到其自身的估算。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1665" />
      <source>'{text}' names a family of {n} variants ({names}), not one: the estimate assumes {assumed}, the family's usual training variant (a server-module part before a PCIe card, then the most memory), and its band spans every variant's band; give the variant for its own estimate.</source>
      <translation>“{text}”是一个系列的名称，含 {n} 个型号（{names}），而非单一型号：估算按该系列常用的训练型号 {assumed}（先模组型号后 PCIe 卡，再取显存最大者）进行，区间覆盖每个型号的区间；请给出具体型号以得到其自身的估算。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1678" />
      <source>spans the bands of {k} of the family's {n} variants (a family was named, not a variant)</source>
      <translation>覆盖该系列 {n} 个型号中 {k} 个的区间（给出的是系列名，而非具体型号）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="1687" />
      <source>LoRA on a {bits}-bit quantised base: each micro-batch dequantises every base weight the device holds, {bytes:.3g} bytes of memory traffic a weight, beside the matmuls (measured: ms-swift's benchmark, LoRA on a 16-bit vs a 4-bit bitsandbytes and an 8-bit GPTQ base, one A100). It weighs most where a micro-batch is short.</source>
      <translation>在 {bits} 位量化基座上做 LoRA：每个微批次都要把设备上持有的每个基座权重反量化一次，每个权重 {bytes:.3g} 字节的显存流量，与矩阵乘法并列计时（实测：ms-swift 基准测试，单张 A100 上 16 位基座与 bitsandbytes 4 位、GPTQ 8 位基座的 LoRA 对比）。微批次越短，这部分占比越大。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="179" />
      <source>No precision given: estimated in {used}, the best training precision {name} has a figure for ({peak:g} TFLOPS; it has no BF16 figure); name --precision to choose another.</source>
      <translation>未指定精度：按 {used} 估算，这是 {name} 有数据的最佳训练精度（{peak:g} TFLOPS；它没有 BF16 数据）；可用 --precision 指定其他精度。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="18" />
      <source>none</source>
      <translation>无</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="189" />
      <source>{name} has no {prec} or other 16-bit tensor figure in the catalog, only FP32: an estimate at its FP32 peak would be many times too slow, so none is made; add its tensor figure as a custom device, or choose --precision fp32 to train in FP32.</source>
      <translation>目录中 {name} 没有 {prec} 或其他 16 位张量算力数据，只有 FP32：按 FP32 峰值估算会慢上许多倍，因此不做估算；请以自定义设备补上其张量算力，或选择 --precision fp32 以 FP32 训练。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="19" />
      <source>selective</source>
      <translation>选择性</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="199" />
      <source>{name} has no {prec} throughput figure in the catalog; it cannot be estimated at this precision.</source>
      <translation>目录中 {name} 没有 {prec} 算力数据，无法按此精度估算。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="20" />
      <source>full</source>
      <translation>完全</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="207" />
      <source>{name} has no published INT8 training; use --precision bf16 or fp8</source>
      <translation>{name} 没有公开的 INT8 训练结果；请使用 --precision bf16 或 fp8</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="21" />
      <source>user input</source>
      <translation>用户输入</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="211" />
      <source>{name} has no {asked} tensor figure (or its family no published {asked} training): estimated on its {fallback} path; the band is widened.</source>
      <translation>{name} 没有 {asked} 张量算力数据（或其系列没有公开的 {asked} 训练结果）：按其 {fallback} 路径估算；区间已放宽。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="22" />
      <source>TP</source>
      <translation>TP</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="221" />
      <source>{name} has no scale-up figure: its devices are taken to talk over PCIe {gen}.0 x16 ({gbs:g} GB/s bidirectional) inside servers of {per:g} (source: {source}); the band is not widened for it.</source>
      <translation>{name} 没有机内互联（scale-up）数据：按每台 {per:g} 卡服务器内经 PCIe {gen}.0 x16（双向 {gbs:g} GB/s）通信计算（来源：{source}）；区间不因此放宽。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="23" />
      <source>PP</source>
      <translation>PP</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="233" />
      <source>{name} has no scale-up figure and no PCIe generation in the catalog: no fast link between devices is assumed, every device talks over the scale-out network.</source>
      <translation>目录中 {name} 既没有机内互联（scale-up）数据，也没有 PCIe 代数：不假设设备间有高速链路，所有设备都经机间网络（scale-out）通信。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="24" />
      <source>interleaving</source>
      <translation>交错</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="241" />
      <source>{name} has no scale-out network figure: {gbps:g} Gb/s per device assumed between servers (source: {source}); the band is widened.</source>
      <translation>{name} 没有机间网络（scale-out）数据：服务器之间按每卡 {gbps:g} Gb/s 假设（来源：{source}）；区间已放宽。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="25" />
      <source>EP</source>
      <translation>EP</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="252" />
      <source>Scale-out network as given: {gbps:g} Gb/s per device between scale-up domains (the catalog's {name} figure, {catalog:g} Gb/s, not used).</source>
      <translation>机间网络（scale-out）按输入：机内互联域之间每卡 {gbps:g} Gb/s（未使用目录中 {name} 的 {catalog:g} Gb/s）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="259" />
      <source>Scale-out network as given: {gbps:g} Gb/s per device between scale-up domains ({name} has no figure in the catalog).</source>
      <translation>机间网络（scale-out）按输入：机内互联域之间每卡 {gbps:g} Gb/s（目录中 {name} 没有该数据）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="26" />
      <source>ZeRO stage</source>
      <translation>ZeRO 阶段</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="268" />
      <source>{name} has no network between its scale-up domains in the catalog (scale-out 0), but {domain:g} devices do not reach a larger run: {gbps:g} Gb/s per device assumed between them (source: {source}), never the scale-up link's speed; the band is widened.</source>
      <translation>目录中 {name} 的机间网络（scale-out）为 0，即各高速互联域之间没有网络，但 {domain:g} 张卡容纳不下更大的训练：域之间按每卡 {gbps:g} Gb/s 假设（来源：{source}），绝不按机内互联的速度计算；区间已放宽。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="27" />
      <source>recompute</source>
      <translation>重计算</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="28" />
      <source>CP</source>
      <translation>CP</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="280" />
      <source>{name}'s scale-up link spans a whole pod of {pod:g} chips (source: {source}): every group talks over it, no data-center network is crossed.</source>
      <translation>{name} 的片间高速互联覆盖整个 {pod:g} 芯片的 Pod（来源：{source}）：所有通信组都走这一互联，不经过数据中心网络。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="29" />
      <source>micro-batch</source>
      <translation>微批</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="291" />
      <source>{name} has no memory bandwidth figure in the catalog: its memory-bound layers are left out and the convolutions alone are timed, so the time is a lower bound; the band is widened.</source>
      <translation>目录中 {name} 没有显存带宽数据：受显存带宽限制的层未计入，只计算卷积的时间，因此该时间是下限；区间已放宽。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="296" />
      <source>{name} has no memory bandwidth figure in the catalog: the memory-bound work (elementwise kernels, the optimizer step, matrix multiplies too small to be compute-bound) is left out, so the time is a lower bound; the band is widened.</source>
      <translation>目录中 {name} 没有显存带宽数据：受显存带宽限制的工作（逐元素算子、优化器更新、小到无法算力饱和的矩阵乘）未计入，因此该时间是下限；区间已放宽。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="305" />
      <source>{name} has no memory size in the catalog: whether the run fits in memory cannot be checked, and the layout is chosen as if it did.</source>
      <translation>目录中 {name} 没有显存容量数据：无法检查能否放下，并行布局按放得下来选择。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="314" />
      <source>{prec} speed-up not applied: a CNN is timed at its mixed-precision (BF16/FP16) rate.</source>
      <translation>未计入 {prec} 加速：CNN 按混合精度（BF16/FP16）速率计时。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="322" />
      <source>INT8 training (quantised matmuls, Google's AQT): effective peak {gain:.3g} x BF16, a share {share:.2f} of the step at the datasheet INT8/BF16 ratio {ratio:.3g} (Amdahl's law; the share from published FP8-vs-BF16 training speed-ups: data/fp8_speedups.csv).</source>
      <translation>INT8 训练（量化矩阵乘法，Google AQT）：有效峰值为 BF16 的 {gain:.3g} 倍，训练步骤中占比 {share:.2f} 的部分以数据表 INT8/BF16 比值 {ratio:.3g} 运行（阿姆达尔定律；该占比取自已发表的 FP8 与 BF16 端到端训练加速比：data/fp8_speedups.csv）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="331" />
      <source>FP8 effective peak {gain:.3g} x BF16: fine-grained FP8 of an MoE gains at most {cap:.3g}x (source: {source}).</source>
      <translation>FP8 有效峰值为 BF16 的 {gain:.3g} 倍：MoE 的细粒度 FP8 最多加速 {cap:.3g} 倍（来源：{source}）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="338" />
      <source>FP8 effective peak {gain:.3g} x BF16: a share {share:.2f} of the step at the datasheet FP8/BF16 ratio {ratio:.3g}, the rest at BF16 (Amdahl's law; the share from published FP8-vs-BF16 training speed-ups: data/fp8_speedups.csv).</source>
      <translation>FP8 有效峰值为 BF16 的 {gain:.3g} 倍：训练步骤中占比 {share:.2f} 的部分以数据表 FP8/BF16 比值 {ratio:.3g} 运行，其余按 BF16（阿姆达尔定律；该占比取自已发表的 FP8 与 BF16 端到端训练加速比：data/fp8_speedups.csv）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="349" />
      <source>FP4 (NVFP4/MXFP4): {gain:.3g} x the FP8 path, a share {share:g} of the FP8 step running at the datasheet FP4/FP8 ratio {ratio:.3g} (Amdahl's law); source: {source}.</source>
      <translation>FP4（NVFP4/MXFP4）：为 FP8 路径的 {gain:.3g} 倍，即 FP8 一步中占 {share:g} 的部分按规格书 FP4/FP8 比值 {ratio:.3g} 加速（阿姆达尔定律）；来源：{source}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="361" />
      <source>decoder-only transformer</source>
      <translation>仅解码器 Transformer</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="362" />
      <source>mixture-of-experts transformer</source>
      <translation>混合专家 Transformer</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="363" />
      <source>encoder transformer</source>
      <translation>编码器 Transformer</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="364" />
      <source>encoder-decoder transformer</source>
      <translation>编码器-解码器 Transformer</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="365" />
      <source>convolutional network</source>
      <translation>卷积网络</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="366" />
      <source>vision transformer</source>
      <translation>视觉 Transformer</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="367" />
      <source>other architecture</source>
      <translation>其他架构</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="368" />
      <source>recommendation model</source>
      <translation>推荐模型</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="375" />
      <source>Image size {size:g} px: none given, the usual training crop of an image classifier; the work per image and its activations follow the pixels (a detector trained at 800 px does {ratio:.0f}x as much). Give --image-size for your own.</source>
      <translation>图像尺寸 {size:g} 像素：未给出，按图像分类模型常用的训练裁剪尺寸估算；每张图像的计算量和激活随像素数变化（以 800 像素训练的检测模型计算量为其 {ratio:.0f} 倍）。请用 --image-size 给出实际尺寸。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="393" />
      <source>Taken as {mine}, a name {other} shares: {gflops:,.0f} GFLOPs per training image at {size:g} px. {other} does {ratio:.1f}x the work per weight at the same pixels; to estimate it, name it ({words}) or give --latent-factor for one over a VAE's latent.</source>
      <translation>按 {mine} 估算（{other} 也用这个名称）：在 {size:g} px 下每张训练图像 {gflops:,.0f} GFLOPs。{other} 在相同像素下每个权重的计算量是其 {ratio:.1f} 倍；要估算它，请写明其名称（{words}），或对基于 VAE 潜空间的模型给出 --latent-factor。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="409" />
      <source>Patch {patch:g} latent pixels: none given, the patch of latent diffusion transformers (DiT-XL/2, Stable Diffusion 3): {tokens:,.0f} tokens per image; a 16-pixel patch, a pixel ViT's, would make {ratio:.0f}x fewer. Give --patch-size for your own.</source>
      <translation>图块边长 {patch:g} 个潜空间像素：未给出，取潜空间扩散 Transformer（DiT-XL/2、Stable Diffusion 3）的图块尺寸：每张图像 {tokens:,.0f} 个 token；像素 ViT 的 16 像素图块会少 {ratio:.0f} 倍。请用 --patch-size 给出实际尺寸。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="420" />
      <source>Sequence {seq:,.0f} tokens: none given, the usual length for a {kind} of {size:g}B active parameters (source: {source}); attention FLOPs are counted at it. Give --seq-len for your own.</source>
      <translation>序列长度 {seq:,.0f} 个 token：未给定，取 {size:亿B}激活参数的{kind}常用长度（来源：{source}）；注意力 FLOPs 按此计算。可用 --seq-len 指定。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="437" />
      <source>Encoder-decoder: tokens are the encoder's (inputs); the decoder, {dec:g} of the parameters, reads {ratio:g} target tokens per input token, so FLOPs per input token are {factor:.3g} x (6N + attention) (source: {source}).</source>
      <translation>编码器-解码器：token 数按编码器（输入）计；解码器占参数的 {dec:g}，每个输入 token 对应 {ratio:g} 个目标 token，故每个输入 token 的 FLOPs 为 {factor:.3g} ×（6N + 注意力）（来源：{source}）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="451" />
      <source>Preference pairs (DPO): each sample is a pair whose {seqs:g} completions both go through the model, forward and backward, and through a frozen reference model's forward pass: {factor:.3g} x the fine-tune's FLOPs per token, over {seqs:g} x the tokens of one sequence per pair (sources: {source}). The reference's weights are counted in memory for a full fine-tune (LoRA's reference is its own base); its ZeRO-3 gathers are not. Precomputed reference log-probabilities (TRL's precompute_ref_log_probs) make the run shorter.</source>
      <translation>偏好对（DPO）：每个样本是一对，其 {seqs:g} 个回答都经过模型的前向和反向传播，并经过冻结参考模型的前向传播：每 token FLOPs 为该微调的 {factor:.3g} 倍，token 数为每对单条序列的 {seqs:g} 倍（来源：{source}）。全参数微调时参考模型的权重计入显存（LoRA 的参考模型即其自身底座）；其 ZeRO-3 收集通信未计入。预先计算参考对数概率（TRL 的 precompute_ref_log_probs）会使训练更短。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="462" />
      <source>Preference pairs without a reference model (ORPO, SimPO): each sample is a pair whose {seqs:g} completions both go through the model, forward and backward: {seqs:g} x the tokens of one sequence per pair (source: {source}).</source>
      <translation>无参考模型的偏好对（ORPO、SimPO）：每个样本是一对，其 {seqs:g} 个回答都经过模型的前向和反向传播：每对按单条序列 token 数的 {seqs:g} 倍计（来源：{source}）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="473" />
      <source>Distillation: each step also runs the frozen teacher ({teacher} parameters) forward over every token or image position, {per:g} FLOPs per teacher parameter, with no backward pass: {factor:.3g} x the student's FLOPs (the student's {student} at {train:g} FLOPs per parameter; source: {source}). The teacher's weights are held at {bytes:g} bytes each, sharded as the student's, with no gradients or optimizer states; its activations are freed as it runs. Precomputed teacher outputs (logits saved once) make the run shorter.</source>
      <translation>蒸馏：每一步还要让冻结的教师模型（{teacher} 参数）对每个 token 或图像位置做一次前向传播，每个教师参数 {per:g} FLOPs，无反向传播：学生模型 FLOPs 的 {factor:.3g} 倍（学生模型 {student} 参数，每参数 {train:g} FLOPs；来源：{source}）。教师模型的权重每个按 {bytes:g} 字节保存，与学生模型的权重同样切分，没有梯度和优化器状态；其激活值随算随释放。预先计算教师输出（一次性保存 logits）会使训练更短。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="490" />
      <source>Other architecture (state-space, hybrid...): FLOPs are 6 x active parameters x tokens with no attention term, at {eff:.2g} x a transformer's matmul utilization (its sequence mixing runs outside the matmuls; fitted on published runs of such models); the layer shape is guessed from the size. Treat the figure as rougher than for a transformer. A model whose work per sample grows faster than its length is not this kind (a protein-structure model's pair representation, length squared x channels, and triangle updates, length cubed: AlphaFold2 entered so comes out about 100x low), nor a convolutional speech model counted in audio frames.</source>
      <translation>其他架构（状态空间、混合结构等）：FLOPs 按 6 × 激活参数 × token 计，不含注意力项，矩阵乘利用率取 Transformer 的 {eff:.2g} 倍（其序列混合在矩阵乘之外运行；按此类模型已发表的训练拟合）；层的形状按规模推测。此结果比 Transformer 的更粗略。每个样本的计算量增长快于其长度的模型不属于此类（蛋白质结构模型的成对表示为长度平方 × 通道数，三角更新为长度立方：AlphaFold2 按此输入约低 100 倍），按音频帧计数的卷积语音模型也不属于此类。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="504" />
      <source>Recommendation model: per sample, {dense:.3g} dense parameters multiplied once ({flops:.3g} FLOPs with the dot interaction) and {features:.0f} embedding rows of {dim:.0f} FP32 values looked up, their gradients written and updated in place ({lookup:.3g} bytes at the memory bandwidth); the tables, {table_gb:.3g} GB on each device, are sharded over the devices and held in memory only. Not counted: the all-to-all between devices, the MLPs' activation traffic, multi-hot features and the input pipeline.</source>
      <translation>推荐模型：每个样本 {dense:.3g} 个稠密参数各乘一次（含点积交互共 {flops:.3g} FLOPs），并查找 {features:.0f} 行、每行 {dim:.0f} 个 FP32 值的嵌入，写回其梯度并就地更新（按显存带宽计 {lookup:.3g} 字节）；嵌入表分片到各设备，每台设备 {table_gb:.3g} GB，只计入显存。未计入：设备间的 all-to-all、MLP 的激活流量、多热特征和输入管线。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="51" />
      <source>NVIDIA Ampere consumer GPUs</source>
      <translation>NVIDIA Ampere 消费级 GPU</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="522" />
      <source>Vocabulary {vocab:,.0f}: read from the shape as untied input and output embeddings, so the matmuls use {used:.3g} of the {active:.3g} parameters (the input embedding is a lookup, no matmul; the output projection counted: Kaplan et al. 2020, section 2.1; Hoffmann et al. 2022, appendix F); memory counts all of them.</source>
      <translation>词表 {vocab:,.0f}：按模型形状判断输入与输出嵌入未共享权重，因此矩阵乘法使用 {active:.3g} 个参数中的 {used:.3g} 个（输入嵌入是查表，不做矩阵乘法；输出投影计入：Kaplan 等 2020 第 2.1 节；Hoffmann 等 2022 附录 F）；内存仍计入全部参数。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="531" />
      <source>Vocabulary {vocab:,.0f}: the FLOPs per token count all {active:.3g} parameters (from the shape the embedding reads as one table tied to the output projection, which is a matmul; or the layers and hidden size that would tell were not given).</source>
      <translation>词表 {vocab:,.0f}：每 token 的 FLOPs 计入全部 {active:.3g} 个参数（按模型形状判断嵌入为与输出投影共享的一张表，而输出投影是矩阵乘法；或未给出可据以判断的层数和隐藏维度）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="542" />
      <source>Global batch {batch:,.0f} samples ({why}).</source>
      <translation>全局批量 {batch:,.0f} 个样本（{why}）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="547" />
      <source>a recommendation model's usual batch; source: {source}</source>
      <translation>推荐模型的常用批量；来源：{source}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="553" />
      <source>Global batch {batch:,.0f} images ({why}); at least {floor:g} per device (source: {source}).</source>
      <translation>全局批量 {batch:,.0f} 张图像（{why}）；每设备至少 {floor:g} 张（来源：{source}）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="558" />
      <source>the per-device floor</source>
      <translation>每设备下限</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="560" />
      <source>from the training compute by the DeepSeek LLM law</source>
      <translation>按 DeepSeek LLM 规律由训练计算量得出</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="565" />
      <source>Global batch {batch:,.0f} tokens ({seqs:,.0f} sequences of {seq:,.0f}): from the training compute ({flops:.3g} FLOPs) by B = 0.292 x C^0.3271 (DeepSeek LLM, arXiv:2401.02954), rounded to whole sequences.</source>
      <translation>全局批量 {batch:,.0f} 个 token（{seqs:,.0f} 条长度 {seq:,.0f} 的序列）：按训练计算量（{flops:.3g} FLOPs）用 B = 0.292 x C^0.3271 求得（DeepSeek LLM，arXiv:2401.02954），取整到整条序列。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="574" />
      <source>Global batch {batch:,.0f} tokens ({seqs:,.0f} sequences of {seq:,.0f}): raised to the floor of {floor:,.0f} tokens per device x {n} devices, so that no device idles; source: {source}.</source>
      <translation>全局批量 {batch:,.0f} 个 token（{seqs:,.0f} 条长度 {seq:,.0f} 的序列）：提高到每设备 {floor:,.0f} 个 token × {n} 个设备的下限，使设备不空闲；来源：{source}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="585" />
      <source>Global batch {batch:,.0f} tokens ({seqs:,.0f} sequences of {seq:,.0f}): a fine-tune's usual batch (source: {source}).</source>
      <translation>全局批量 {batch:,.0f} 个 token（{seqs:,.0f} 条长度 {seq:,.0f} 的序列）：微调常用批量（来源：{source}）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="59" />
      <source>other Google TPUs</source>
      <translation>其他 Google TPU</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="593" />
      <source>given by the user</source>
      <translation>由用户给定</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="593" />
      <source>the preset's published batch</source>
      <translation>预设模型公开的批量</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="594" />
      <source>Global batch {batch:,.0f} tokens ({seqs:,.0f} sequences of {seq:,.0f}), {who}.</source>
      <translation>全局批量 {batch:,.0f} 个 token（{seqs:,.0f} 条长度 {seq:,.0f} 的序列），{who}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="604" />
      <source>Model shape {layers:g} layers x {hidden:g} hidden, {notes}; sequence {seq:,.0f} tokens.</source>
      <translation>模型形状 {layers:g} 层 × 隐藏维度 {hidden:g}，{notes}；序列长度 {seq:,.0f} 个 token。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="61" />
      <source>Intel Gaudi (first generation)</source>
      <translation>Intel Gaudi（第一代）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="616" />
      <source>Tokens: {samples:,.0f} samples x {seq:,.0f} tokens = {tokens:.4g}, at the sequence length used, every sample counted at the full length. That is right for packed data; unpacked data padded to each batch's longest sample trains fewer tokens (instruction data is often far shorter than its length cap): enter the data's token count instead when it is known.</source>
      <translation>词元数：{samples:,.0f} 个样本 x {seq:,.0f} 个词元 = {tokens:.4g}，按所用的序列长度，每个样本都按完整长度计算。这对打包（packing）的数据是准确的；未打包的数据只填充到每批中最长的样本，实际训练的词元更少（指令数据往往远短于其长度上限）：如已知数据的词元数，请改为输入该词元数。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="62" />
      <source>other Intel Gaudi parts</source>
      <translation>其他 Intel Gaudi 型号</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="632" />
      <source>{kind} reinforcement learning: {rollouts:,.0f} samples ({group:g} per prompt), each a prompt of {prompt:,.0f} tokens and an answer of {generated:,.0f} decoded token by token, then scored and trained on: {factor:.3g} x the actor's training FLOPs per token (sources: {source}).</source>
      <translation>{kind} 强化学习：{rollouts:,.0f} 个样本（每个提示 {group:g} 个），每个由 {prompt:,.0f} 词元的提示和逐词元解码生成的 {generated:,.0f} 词元回答组成，随后打分并训练：每词元为策略模型训练 FLOPs 的 {factor:.3g} 倍（来源：{source}）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="648" />
      <source> Critic and reward model of {share:.3g} x the actor's size.</source>
      <translation> 价值模型与奖励模型为策略模型规模的 {share:.3g} 倍。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="651" />
      <source> Assumed: a critic and reward model of the actor's size (give --rl-critic-params).</source>
      <translation> 假设：价值模型与奖励模型与策略模型同样大小（可用 --rl-critic-params 指定）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="654" />
      <source>the engine's limit</source>
      <translation>推理引擎的上限</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="655" />
      <source>what its key/value cache holds</source>
      <translation>其键值缓存所能容纳的数量</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="656" />
      <source>the step's samples shared out</source>
      <translation>每步样本在引擎间的平均分配</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="659" />
      <source> Generation: {engines} {of}, each decoding {batch:,.0f} sequences at once ({limit}); a decode step reads the weights and the batch's key/value cache from memory, {step:.3g} ms at {eff:.2g} of the bandwidth; {tokens:.3g} generated tokens take {hours:.3g} hours on all devices, beside the training (sources: {source}).</source>
      <translation> 生成：{engines}，{of}，各自同时解码 {batch:,.0f} 条序列（{limit}）；每个解码步从显存读取一遍权重和该批的键值缓存，按带宽的 {eff:.2g} 计为 {step:.3g} 毫秒；生成 {tokens:.3g} 个词元在全部设备上需 {hours:.3g} 小时，另计于训练之外（来源：{source}）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="665" />
      <source>1 engine</source>
      <translation>1 个推理引擎</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="665" />
      <source>{n:,d} engines</source>
      <translation>{n:,d} 个推理引擎</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="666" />
      <source>of one device</source>
      <translation>每个 1 台设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="666" />
      <source>of {n:,d} devices</source>
      <translation>每个 {n:,d} 台设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="678" />
      <source> Generation is synchronous: each step trains once its longest answer ({longest:,.0f} tokens, the sequence less the prompt) is done; past the mean answer the engines read the weights alone, {tail:.3g} of those hours (source: {source}).</source>
      <translation>生成是同步的：每一步要等其最长的回答（{longest:,.0f} 个 token，即序列减去提示）完成后才训练；超过平均回答长度之后，推理引擎只读取权重，占上述小时数中的 {tail:.3g}（来源：{source}）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="688" />
      <source> Generation is not priced: the device has no memory bandwidth figure.</source>
      <translation> 生成时间未计入：该设备没有显存带宽数据。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="69" />
      <source>other AMD CDNA parts</source>
      <translation>其他 AMD CDNA 型号</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="691" />
      <source>the answers' mean length (half the sequence; give --rl-generated)</source>
      <translation>回答的平均长度（序列长度的一半；可用 --rl-generated 指定）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="693" />
      <source>one sample per prompt (give --rl-samples-per-prompt)</source>
      <translation>每个提示采样一次（可用 --rl-samples-per-prompt 指定）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="695" />
      <source>as many prompts per step as the engines hold (give --rl-prompts-per-step)</source>
      <translation>每步的提示数以引擎所能容纳为准（可用 --rl-prompts-per-step 指定）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="698" />
      <source>the prompt is the rest of the sequence and every answer its mean length (give --rl-prompt)</source>
      <translation>提示占序列的其余部分，且每个回答都是平均长度（可给出 --rl-prompt）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="70" />
      <source>AWS Trainium (first generation)</source>
      <translation>AWS Trainium（第一代）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="701" />
      <source> Assumed: {what}.</source>
      <translation> 假设：{what}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="704" />
      <source>{a}{b}</source>
      <translation>{a}{b}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="71" />
      <source>other AWS Trainium parts</source>
      <translation>其他 AWS Trainium 型号</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="713" />
      <source> Stored activations {mb:,.1f} MB per image, as given (--activations-per-sample).</source>
      <translation> 存储的激活每张图像 {mb:,.1f} MB，按给定（--activations-per-sample）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="718" />
      <source> Stored activations {mb:,.1f} MB per image (16-bit): its {size:g} x {size:g} pixels x {bpp:,.0f} bytes per pixel, the median of {n} published CNN families (half within {p25:,.0f}-{p75:,.0f}: the time is uncertain; give --activations-per-sample if known).</source>
      <translation> 存储的激活每张图像 {mb:,.1f} MB（16 位）：其 {size:g} x {size:g} 像素 × 每像素 {bpp:,.0f} 字节，即 {n} 个已发表 CNN 系列的中位数（半数位于 {p25:,.0f}-{p75:,.0f}：时间不确定；若已知请给出 --activations-per-sample）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="72" />
      <source>NVIDIA Blackwell consumer and workstation GPUs</source>
      <translation>NVIDIA Blackwell 消费级和工作站 GPU</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="73" />
      <source>Huawei Ascend 910 (first generation)</source>
      <translation>华为昇腾 910（第一代）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="737" />
      <source>{workload}: measured {value:,.0f} images/s per device at this precision at 224 px{other} ({as_of}, {framework}; source: {source}), carried to {size:g} px by the pixel ratio ({size:g}/224)^2 = {k:.3g}: a CNN's FLOPs and activations follow its pixels, so {rate:,.0f} images/s; communication modelled on top.</source>
      <translation>{workload}：此精度下在 224 px 实测每设备 {value:,.0f} 张/秒{other}（{as_of}，{framework}；来源：{source}），按像素比 ({size:g}/224)^2 = {k:.3g} 换算到 {size:g} px：CNN 的 FLOPs 与激活随像素数变化，因此为 {rate:,.0f} 张/秒；通信另行建模。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="744" />
      <source> on {other}, the same chip</source>
      <translation>（在 {other} 上测得，同一芯片）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="755" />
      <source>{workload}: measured {value:,.0f} images/s per device at this precision on {other}, the same chip as this device under another catalog id ({as_of}, {framework}; source: {source}; same chip: {same}); communication modelled on top.</source>
      <translation>{workload}：在 {other} 上以此精度实测每设备 {value:,.0f} 张图像/秒，它与本设备是同一芯片，只是目录中的另一个 ID（{as_of}，{framework}；来源：{source}；同一芯片依据：{same}）；通信开销另行建模叠加。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="768" />
      <source>{workload}: measured {value:,.0f} images/s per device at this precision ({as_of}, {framework}; source: {source}); communication modelled on top.</source>
      <translation>{workload}：此精度下实测每设备 {value:,.0f} 张/秒（{as_of}，{framework}；来源：{source}）；通信另行建模。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="778" />
      <source>Recommendation model: {flops:.3g} FLOPs per sample at {util:.2g} of the dense peak (the matmuls' fitted utilization, x the family's factor) plus its embedding traffic at the memory bandwidth.</source>
      <translation>推荐模型：每个样本 {flops:.3g} FLOPs，按稠密峰值的 {util:.2g}（矩阵乘的拟合利用率，乘以该系列的系数）计，另加按显存带宽计的嵌入流量。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="784" />
      <source>{workload}: no measured throughput for this device at this precision: {flops:.3g} FLOPs per image at {util:.2g} of the dense peak plus {bpf:.2g} bytes of memory traffic per byte of stored activations, both fitted on the vendors' throughput tables (NVIDIA Deep Learning Examples, Habana, MindSpore).{acts}</source>
      <translation>{workload}：此设备在此精度下没有实测吞吐：每张图像 {flops:.3g} FLOPs，按稠密峰值的 {util:.2g} 计，另加每字节存储激活 {bpf:.2g} 字节的显存访问，二者均按厂商吞吐表拟合（NVIDIA Deep Learning Examples、Habana、MindSpore）。{acts}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="796" />
      <source> x {eff:.2g} for LoRA</source>
      <translation>，LoRA 乘以 {eff:.2g}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="798" />
      <source>{lora} x {eff:.2g} for samples shorter than the sequence given (a fine-tune given by samples pads them to their batch's longest: fitted on published fine-tunes; give --tokens for packed data or a known token count)</source>
      <translation>{lora} × {eff:.2g}，因样本短于所给序列长度（按样本给出的微调会把样本填充到所在批次中最长的一条：依据已发表的微调拟合；数据已打包或已知 token 数时请改用 --tokens）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="806" />
      <source>{lora} (on the FP32 vector units: this device's matrix units sit idle in FP32, so the time its family's runs spend beside their matmuls is counted as time at the matrix units' rate, not as a share of the vector peak)</source>
      <translation>{lora}（运行在 FP32 向量单元上：本设备的矩阵单元在 FP32 下闲置，因此该系列的运行在矩阵乘法之外花费的时间按矩阵单元的速率计为时间，而不是按向量峰值的比例计）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="814" />
      <source>{lora} x {eff:.2g} for matmuls on the FP32 vector units (fitted on the published FP32 runs of devices with matrix units; at most {ceiling:.2g} of the FP32 peak, the best measured matmul's share)</source>
      <translation>{lora}，FP32 向量单元上的矩阵乘法乘以 {eff:.2g}（在有矩阵单元的设备已发表的 FP32 运行上拟合；至多为 FP32 峰值的 {ceiling:.2g}，即实测最佳矩阵乘法所占的比例）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="822" />
      <source>Matmul utilization {util:.3g} of the dense {prec} peak, {who}.</source>
      <translation>矩阵乘利用率为稠密 {prec} 峰值的 {util:.3g}，{who}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="826" />
      <source>set in Preferences for {family}</source>
      <translation>在偏好设置中为{family}设定</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="828" />
      <source>set by the user</source>
      <translation>由用户设置</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="831" />
      <source>Matmul utilization {util:.3g} of the dense {prec} peak{lora}: the {family} value, fitted on its published runs with grouped cross-validation (README, Validation).</source>
      <translation>矩阵乘利用率为稠密 {prec} 峰值的 {util:.3g}{lora}：{family}的数值，按其公开训练结果以分组交叉验证拟合（README，验证一节）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="839" />
      <source>Matmul utilization {util:.3g} of the dense {prec} peak{lora}: one value fitted on published runs of every family with grouped cross-validation (README, Validation); {why}.</source>
      <translation>矩阵乘利用率为稠密 {prec} 峰值的 {util:.3g}{lora}：按各系列公开训练结果以分组交叉验证拟合的统一数值（README，验证一节）；{why}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="845" />
      <source>no published run of {family} supports it: a generic assumption</source>
      <translation>{family}没有公开训练结果支持：属通用假设</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="847" />
      <source>{family} has published runs, but a value of its own did not predict them better</source>
      <translation>{family}有公开训练结果，但单独取值并未预测得更准</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="85" />
      <source>CPUs</source>
      <translation>CPU</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="86" />
      <source>other devices</source>
      <translation>其他设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="866" />
      <source>{what} not given: chose the fastest layout that {how}</source>
      <translation>未给出 {what}：选择了{how}的最快布局</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="869" />
      <source>comes closest to fitting</source>
      <translation>最接近放得下</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="869" />
      <source>fits in memory</source>
      <translation>显存放得下</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="872" />
      <source>Layout as given</source>
      <translation>布局按给定</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="875" />
      <source>; a full fine-tune runs sharded data parallel (ZeRO-3/FSDP) at the smallest micro-batch, as fine-tuning recipes do</source>
      <translation>；全参数微调按常见微调方案使用分片数据并行（ZeRO-3/FSDP）和最小的微批</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="882" />
      <source>{head} (TP {tp}, PP {pp}, interleaving {vpp}, CP {cp}, EP {ep}, ZeRO-{zero}, {recompute} recompute, micro-batch {mb}){full}; pipelines need at least 4 x PP / interleaving micro-batches (GPipe, arXiv:1811.06965; Megatron-LM interleaving, arXiv:2104.04473).</source>
      <translation>{head}（TP {tp}，PP {pp}，交错 {vpp}，CP {cp}，EP {ep}，ZeRO-{zero}，{recompute}重计算，微批 {mb}）{full}；流水线至少需要 4 × PP / 交错数 个微批（GPipe，arXiv:1811.06965；Megatron-LM 交错，arXiv:2104.04473）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="900" />
      <source>Warning: PP {pp} with interleaving {vpp} gets only {m:.0f} micro-batches per step (needs {need:.0f}); the bubble is large. A larger global batch or a shorter pipeline would help.</source>
      <translation>警告：PP {pp}、交错 {vpp} 每步只有 {m:.0f} 个微批次（需要 {need:.0f} 个），流水线气泡很大。增大全局批量或缩短流水线会有帮助。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="933" />
      <source> ({images:.4g} images x {k:.3g} image-equivalents each: views {spec}, the sum of (view side / {size:g} px)^2; a momentum or teacher encoder's extra forward passes are not counted)</source>
      <translation>（{images:.4g} 张图像 × 每张 {k:.3g} 张等效图像：视图 {spec}，即各视图 (视图边长 / {size:g} px)^2 之和；动量编码器或教师编码器额外的前向计算未计入）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="945" />
      <source>FLOPs = {per:.3g} per sample x {samples:.4g} samples = {flops:.3g}.</source>
      <translation>FLOPs = 每样本 {per:.3g} × {samples:.4g} 个样本 = {flops:.3g}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="953" />
      <source> (convolved at the VAE's latent: image {size:g} px / downsampling {f:g}; the VAE and any text encoder are not counted; {notes})</source>
      <translation>（在 VAE 的潜空间上卷积：图像 {size:g} 像素 / 下采样 {f:g}；VAE 和文本编码器不计入；{notes}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="964" />
      <source>{latent} (from the forward multiply-adds per sample given, {macs:.3g} at {size:g} px, x 3 passes x 2 FLOPs; they replace the preset's or the parameters' figure)</source>
      <translation>{latent}（来自给出的每样本前向乘加次数：{size:g} px 下 {macs:.3g}，×3 次传递 ×2 FLOPs；它取代预设或由参数推算的数值）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="971" />
      <source>FLOPs = {per:.3g} per image{latent} x {samples:.4g} images{views} = {flops:.3g}.</source>
      <translation>FLOPs = 每张图像 {per:.3g}{latent} × {samples:.4g} 张{views} = {flops:.3g}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="985" />
      <source> (no attention term)</source>
      <translation>（无注意力项）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="987" />
      <source> + {coef:.3g} x layers x hidden x {seq:,.0f} (packed documents of {doc:,.0f} tokens masked apart: each token attends only within its document{win}, {share:.3g} of the score matrix; documents of varied length attend over their length-weighted mean, longer than the plain mean)</source>
      <translation> + {coef:.3g} × 层数 × 隐藏维度 × {seq:,.0f}（打包的 {doc:,.0f} 个 token 的文档彼此掩码隔开：每个 token 只关注其所在文档内{win}，计算得分矩阵的 {share:.3g}；长度不一的文档按长度加权平均长度计注意力，长于简单平均长度）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="994" />
      <source> and its window of {window:,.0f} tokens</source>
      <translation>且在其 {window:,.0f} 个 token 的窗口内</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/assumptions.py" line="998" />
      <source> + {coef:.3g} x layers x hidden x {seq:,.0f} (causal attention over a sliding window of {window:,.0f} tokens: {share:.3g} of the score matrix, the blocks outside the window skipped)</source>
      <translation> + {coef:.3g} × 层数 × 隐藏维度 × {seq:,.0f}（在 {window:,.0f} 个 token 的滑动窗口内做因果注意力：计算得分矩阵的 {share:.3g}，跳过窗口之外的块）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/claims.py" line="132" />
      <source>GPT-3 in two weeks on {n} x {instance}</source>
      <translation>用 {n} 台 {instance} 两周训练完 GPT-3</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/claims.py" line="133" />
      <source>{steady:,.0f} days at steady state, {wall:,.0f} days expected wall-clock (band {lo:,.0f}-{hi:,.0f}); two weeks of wall-clock need {need} instances</source>
      <translation>稳态 {steady:,.0f} 天，预期实际耗时 {wall:,.0f} 天（区间 {lo:,.0f}–{hi:,.0f}）；两周实际耗时需要 {need} 台实例</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/claims.py" line="162" />
      <source>ResNet-50 cost per image 46% lower on DL1 (Gaudi) than on p4d (A100)</source>
      <translation>DL1（Gaudi）上 ResNet-50 每张图片成本比 p4d（A100）低 46%</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/claims.py" line="163" />
      <source>{saving:+.0%} per image: ${g:.3g} on DL1 at ${dl1:g}/h against ${a:.3g} on p4d at ${p4d:.2f}/h, per 1,000 images</source>
      <translation>每张图片 {saving:+.0%}：每 1,000 张图片在 DL1（${dl1:g}/小时）上 ${g:.3g}，在 p4d（${p4d:.2f}/小时）上 ${a:.3g}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/claims.py" line="53" />
      <source>{slow} = {fast} with less NVLink bandwidth, all else equal</source>
      <translation>{slow} = NVLink 带宽更低的 {fast}，其余相同</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/claims.py" line="58" />
      <source>Llama 2 70B on 64 devices (TP 8): {slow} {big:+.1%} time; a 1.3B model on one device: {one:+.1%}</source>
      <translation>Llama 2 70B 在 64 个设备上（TP 8）：{slow} 时间 {big:+.1%}；1.3B 模型单设备：{one:+.1%}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/claims.py" line="79" />
      <source>RTX 4090 cannot train large models: its communication is too slow</source>
      <translation>RTX 4090 无法训练大模型：通信太慢</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/claims.py" line="80" />
      <source>Llama 2 70B on 256 devices: communication {rtx:.0%} of step time on RTX 4090 ({rdays:,.0f} days) against {a100:.0%} on A100 ({adays:,.0f} days)</source>
      <translation>256 个设备上的 Llama 2 70B：RTX 4090 上通信占步时间的 {rtx:.0%}（{rdays:,.0f} 天），A100 上为 {a100:.0%}（{adays:,.0f} 天）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/configuration.py" line="70" />
      <source>--teacher-params is the frozen teacher's parameter count in a distillation, a positive number (0: no teacher).</source>
      <translation>--teacher-params 是蒸馏中冻结教师模型的参数量，须为正数（0：无教师模型）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/configuration.py" line="73" />
      <source>--teacher-params applies to a model trained on a teacher's outputs, not to a recommendation model.</source>
      <translation>--teacher-params 适用于以教师模型输出训练的模型，不适用于推荐模型。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/optimizers.py" line="18" />
      <source>AdamW</source>
      <translation>AdamW</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/optimizers.py" line="19" />
      <source>8-bit AdamW (bitsandbytes)</source>
      <translation>8 位 AdamW（bitsandbytes）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/optimizers.py" line="20" />
      <source>paged 8-bit AdamW (bitsandbytes)</source>
      <translation>分页 8 位 AdamW（bitsandbytes）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/optimizers.py" line="21" />
      <source>Adafactor</source>
      <translation>Adafactor</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/optimizers.py" line="22" />
      <source>SGD with momentum</source>
      <translation>带动量的 SGD</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="17" />
      <source>no published training run of this device family: its utilization is the global fitted value</source>
      <translation>此设备系列没有公开训练结果：利用率取全局拟合值</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="170" />
      <source>{a}–{b} days</source>
      <translation>{a}–{b} 天</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="170" />
      <source>{n} days</source>
      <translation>{n} 天</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="171" />
      <source>{a}–{b} hours</source>
      <translation>{a}–{b} 小时</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="171" />
      <source>{n} hours</source>
      <translation>{n} 小时</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="172" />
      <source>{a}–{b} minutes</source>
      <translation>{a}–{b} 分钟</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="172" />
      <source>{n} minutes</source>
      <translation>{n} 分钟</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="173" />
      <source>{a}–{b} seconds</source>
      <translation>{a}–{b} 秒</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="173" />
      <source>{n} seconds</source>
      <translation>{n} 秒</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="19" />
      <source>rests on published runs and datasheet figures</source>
      <translation>依据公开训练结果与规格书数据</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="198" />
      <source>{a} – {b}</source>
      <translation>{a} – {b}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="20" />
      <source>rests on a generic assumption</source>
      <translation>依据通用假设</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="21" />
      <source>rests on a value you set</source>
      <translation>依据您设定的数值</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="216" />
      <source>{a} {b}</source>
      <translation>{a}{b}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="240" />
      <source>does not fit in memory</source>
      <translation>显存放不下</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="240" />
      <source>fits</source>
      <translation>放得下</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="256" />
      <source>ZeRO-{zero}, {recompute}</source>
      <translation>ZeRO-{zero}，{recompute}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="262" />
      <source>cannot be checked</source>
      <translation>无法检查</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="266" />
      <source>no</source>
      <translation>否</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="266" />
      <source>unknown</source>
      <translation>未知</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="266" />
      <source>yes</source>
      <translation>是</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="285" />
      <source>interleaving {vpp} model chunks per pipeline stage</source>
      <translation>每个流水线阶段交错 {vpp} 个模型块</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="53" />
      <source>Status</source>
      <translation>状态</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="54" />
      <source>Wall-clock</source>
      <translation>实际耗时</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="55" />
      <source>Band P10–P90</source>
      <translation>区间 P10–P90</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="56" />
      <source>Steady state</source>
      <translation>稳态耗时</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="57" />
      <source>Device-hours</source>
      <translation>卡时</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="58" />
      <source>Overhead</source>
      <translation>开销</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="59" />
      <source>TFLOP/s per device</source>
      <translation>单卡 TFLOP/s</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="60" />
      <source>MFU</source>
      <translation>MFU</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="61" />
      <source>TP × PP × CP × DP</source>
      <translation>TP × PP × CP × DP</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="62" />
      <source>Interleaving (VPP)</source>
      <translation>交错（VPP）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="64" />
      <source>ZeRO, recompute</source>
      <translation>ZeRO、重计算</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="65" />
      <source>Micro-batch</source>
      <translation>微批</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="66" />
      <source>Memory per device (GB)</source>
      <translation>单卡显存占用（GB）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="67" />
      <source>Fits in memory</source>
      <translation>显存是否放得下</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="68" />
      <source>Communication</source>
      <translation>通信占比</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="69" />
      <source>Pipeline bubble</source>
      <translation>流水线气泡</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="86" />
      <source>its variant (a family was named: its usual training variant assumed)</source>
      <translation>其型号（给出的是系列名：按其常用训练型号估算）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="87" />
      <source>its utilization (no published training run of its family)</source>
      <translation>其利用率（该系列没有公开的训练记录）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="88" />
      <source>its peak at the chosen precision (another precision's stands in)</source>
      <translation>其所选精度下的峰值（以另一精度的峰值代替）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="89" />
      <source>its memory bandwidth</source>
      <translation>其显存带宽</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="90" />
      <source>its scale-up link ({scaleup_gbs:g} GB/s per device assumed)</source>
      <translation>其机内互联（按每卡 {scaleup_gbs:g} GB/s 假设）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="91" />
      <source>its scale-out network ({scaleout_gbps:g} Gb/s per device assumed)</source>
      <translation>其机间网络（按每卡 {scaleout_gbps:g} Gb/s 假设）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="92" />
      <source>its memory size</source>
      <translation>其显存容量</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="95" />
      <source>its scale-out network</source>
      <translation>其机间网络</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/estimate/results.py" line="95" />
      <source>its scale-up link</source>
      <translation>其机内互联</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="167" />
      <source>not 3A090</source>
      <translation>非 3A090</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="169" />
      <source>domestic (China)</source>
      <translation>国产</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="170" />
      <source>cloud only</source>
      <translation>仅云端提供</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="209" />
      <source>China: {status} ({date})</source>
      <translation>中国：{status}（{date}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="210" />
      <source>(reported, unconfirmed)</source>
      <translation>（据报道，未经证实）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="218" />
      <source>Obtainable</source>
      <translation>可获得</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="219" />
      <source>Licence needed</source>
      <translation>需许可</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="220" />
      <source>Not obtainable</source>
      <translation>无法获得</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="221" />
      <source>Unknown</source>
      <translation>未知</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="227" />
      <source>{status}: {detail}</source>
      <translation>{status}：{detail}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="230" />
      <source>case-by-case</source>
      <translation>逐案审查</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="230" />
      <source>licence letter</source>
      <translation>许可函</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="235" />
      <source>unconfirmed</source>
      <translation>未经证实</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="238" />
      <source>CN: {status} ({date}{sure})</source>
      <translation>中国：{status}（{date}{sure}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="241" />
      <source>; </source>
      <translation>；</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="26" />
      <source>licence required (China)</source>
      <translation>需许可证（中国）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="267" />
      <source>US licence needed</source>
      <translation>需美国许可证</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="27" />
      <source>case-by-case review (China)</source>
      <translation>逐案审查（中国）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="28" />
      <source>restricted</source>
      <translation>受限</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="285" />
      <source>{klass} under {rule}, {citation}: {source}</source>
      <translation>{klass}，依据 {rule}，{citation}：{source}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="29" />
      <source>discouraged</source>
      <translation>不鼓励</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="297" />
      <source>[reported, not confirmed]</source>
      <translation>［据报道，未证实］</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="30" />
      <source>blocked</source>
      <translation>禁止</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="31" />
      <source>not for state-funded data centres</source>
      <translation>不得用于国有资金数据中心</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="32" />
      <source>imports approved (some buyers)</source>
      <translation>已批准进口（部分买家）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="383" />
      <source>{what} ({date}) does not apply: the part is not commercially available in the US, so its exports stay under presumption of denial</source>
      <translation>{what}（{date}）不适用：该型号未在美国商业销售，其出口仍适用推定拒绝</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/export_control.py" line="415" />
      <source>{label}: {source}</source>
      <translation>{label}：{source}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="117" />
      <source>FP64 vector</source>
      <translation>FP64 向量</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="118" />
      <source>FP32 vector</source>
      <translation>FP32 向量</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="119" />
      <source>TF32 dense</source>
      <translation>TF32 稠密</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="120" />
      <source>BF16 dense</source>
      <translation>BF16 稠密</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="121" />
      <source>FP16 dense</source>
      <translation>FP16 稠密</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="122" />
      <source>FP8 dense</source>
      <translation>FP8 稠密</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="123" />
      <source>FP6 dense</source>
      <translation>FP6 稠密</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="124" />
      <source>FP4 dense</source>
      <translation>FP4 稠密</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="125" />
      <source>INT8 dense</source>
      <translation>INT8 稠密</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="128" />
      <source>Peak double-precision throughput of the vector units (not the FP64 tensor/matrix rate).</source>
      <translation>向量单元的双精度峰值算力（不是 FP64 张量/矩阵速率）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="129" />
      <source>Peak single-precision throughput of the vector units (not a matrix or TF32 rate).</source>
      <translation>向量单元的单精度峰值算力（不是矩阵或 TF32 速率）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="130" />
      <source>Peak INT8 tensor/matrix throughput, dense (no 2:4 sparsity), in tera-operations per second, summed over all dies of the package.</source>
      <translation>INT8 张量/矩阵峰值算力，稠密（无 2:4 稀疏），单位为每秒万亿次运算，封装内所有芯片相加。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="134" />
      <source>Peak FP6 (MXFP6) tensor throughput, dense (no 2:4 sparsity), summed over all dies of the package; the US export rules count it at 6 bits.</source>
      <translation>FP6（MXFP6）张量峰值算力，稠密（不含 2:4 稀疏），按封装内全部芯片合计；美国出口管制规则按 6 位计。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="138" />
      <source>Peak FP4 tensor throughput, dense (no 2:4 sparsity), summed over all dies of the package.</source>
      <translation>FP4 张量峰值算力，稠密（无 2:4 稀疏），封装内所有芯片相加。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="141" />
      <source>Peak tensor/matrix throughput at this precision, dense (no 2:4 sparsity), summed over all dies of the package; FP16 with FP32 accumulate where the two rates differ.</source>
      <translation>该精度下的张量/矩阵峰值算力，稠密（无 2:4 稀疏），封装内所有芯片相加；两种速率不同时取 FP32 累加的 FP16 速率。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="166" />
      <source>Model and variant as the maker names them.</source>
      <translation>厂商命名的型号和版本。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="194" />
      <source>Vendor</source>
      <translation>厂商</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="195" />
      <source>The company that designs the part.</source>
      <translation>设计该芯片的公司。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="218" />
      <source>Category</source>
      <translation>类别</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="219" />
      <source>Data-centre GPU, accelerator (TPU, NPU, ASIC), consumer or workstation GPU, or CPU.</source>
      <translation>数据中心 GPU、加速器（TPU、NPU、ASIC）、消费级或工作站 GPU，或 CPU。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="239" />
      <source>Form factor</source>
      <translation>形态</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="240" />
      <source>How the part is mounted: SXM or OAM module, PCIe card, superchip, or cloud-only chip.</source>
      <translation>安装形式：SXM 或 OAM 模组、PCIe 卡、超级芯片，或仅云端提供的芯片。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="247" />
      <source>Architecture</source>
      <translation>架构</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="248" />
      <source>The chip generation and die.</source>
      <translation>芯片代际和核心。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="264" />
      <source>Year</source>
      <translation>年份</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="265" />
      <source>Year the part was announced or first shipped.</source>
      <translation>发布或首次出货的年份。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="272" />
      <source>Process</source>
      <translation>工艺</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="274" />
      <source>Manufacturing node in nanometres, as a number for sorting (TSMC 4N is 4).</source>
      <translation>制造工艺节点（纳米），用于排序的数字（台积电 4N 记为 4）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="282" />
      <source>Die area</source>
      <translation>芯片面积</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="284" />
      <source>Logic die area in square millimetres, summed over the compute dies of the package (no HBM or base dies). Used for the export-control performance density.</source>
      <translation>逻辑芯片面积（平方毫米），封装内所有计算芯片之和（不含 HBM 和基底芯片）。用于计算出口管制的性能密度。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="301" />
      <source>Made for data centres</source>
      <translation>面向数据中心</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="302" />
      <source>Whether the maker designs or markets the part for data centres (1) or not (0); US export rules treat the two differently.</source>
      <translation>厂商是否为数据中心设计或销售该芯片（1 为是，0 为否）；美国出口规则对两者区别对待。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="325" />
      <source>Accelerator memory per device (HBM or GDDR) as the maker quotes it; Google and AWS quote GiB.</source>
      <translation>每个设备的加速器显存（HBM 或 GDDR），按厂商标称；Google 和 AWS 以 GiB 标称。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="34" />
      <source>datasheet</source>
      <translation>数据手册</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="34" />
      <source>derived</source>
      <translation>推算</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="34" />
      <source>reported</source>
      <translation>报道</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="347" />
      <source>Memory type</source>
      <translation>显存类型</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="349" />
      <source>The memory technology: HBM3e, HBM2e, GDDR6X, LPDDR5X ...</source>
      <translation>显存类型：HBM3e、HBM2e、GDDR6X、LPDDR5X ……</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="355" />
      <source>Memory bandwidth</source>
      <translation>显存带宽</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="359" />
      <source>Peak memory bandwidth per device in GB/s (10⁹ bytes per second).</source>
      <translation>每个设备的峰值显存带宽，单位 GB/s（每秒 10⁹ 字节）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="376" />
      <source>Scale-up link</source>
      <translation>纵向互联</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="378" />
      <source>The link between devices of one node or pod: NVLink, Infinity Fabric, ICI, HCCS, or only PCIe.</source>
      <translation>节点或集群内设备之间的互联：NVLink、Infinity Fabric、ICI、HCCS，或仅 PCIe。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="38" />
      <source>Device</source>
      <translation>设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="39" />
      <source>Compute</source>
      <translation>算力</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="394" />
      <source>Scale-up bandwidth, bidirectional</source>
      <translation>纵向互联带宽（双向）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="398" />
      <source>Total bidirectional bandwidth of one device's scale-up links in GB/s, as makers quote it (NVLink 900 = 450 each way); PCIe-only cards show their x16 rate.</source>
      <translation>单个设备纵向扩展互联的双向总带宽（GB/s），按厂商标称（NVLink 900 即每个方向 450）；仅 PCIe 的卡显示其 x16 速率。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="40" />
      <source>Memory</source>
      <translation>显存</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="41" />
      <source>Interconnect</source>
      <translation>互联</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="413" />
      <source>Devices per scale-up domain</source>
      <translation>每个纵向互联域的设备数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="416" />
      <source>How many devices the scale-up link joins at full bandwidth (8 in an HGX node, 72 in an NVL72 rack).</source>
      <translation>纵向扩展互联以全带宽连接的设备数（HGX 节点为 8，NVL72 机柜为 72）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="42" />
      <source>Power</source>
      <translation>功耗</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="423" />
      <source>Scale-out network per device</source>
      <translation>单卡横向扩展网络</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="427" />
      <source>Network bandwidth between nodes per device in the maker's reference system, in gigabits per second.</source>
      <translation>厂商参考系统中每个设备的节点间网络带宽，单位 Gb/s。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="43" />
      <source>Export control (an indication, not legal advice)</source>
      <translation>出口管制（仅供参考，不构成法律意见）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="435" />
      <source>PCIe generation</source>
      <translation>PCIe 代数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="439" />
      <source>The PCI Express generation of the host link.</source>
      <translation>与主机连接的 PCI Express 代数。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="44" />
      <source>Price</source>
      <translation>价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="445" />
      <source>TDP</source>
      <translation>TDP</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="450" />
      <source>Thermal design power or maximum board power in watts, as the maker quotes it.</source>
      <translation>热设计功耗或最大板卡功耗（瓦），按厂商标称。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="469" />
      <source>TPP</source>
      <translation>TPP</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="471" />
      <source>Total Processing Performance of the US export rules: dense TOPS × bit length, the maximum over the precisions the part supports, summed over its dies. An indication, not legal advice.</source>
      <translation>美国出口规则中的总处理性能：稠密 TOPS × 位宽，取芯片支持的各精度中的最大值，封装内所有芯片相加。仅供参考，不构成法律意见。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="479" />
      <source>Performance density</source>
      <translation>性能密度</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="483" />
      <source>TPP divided by the logic die area, as the US export rules define it. An indication, not legal advice.</source>
      <translation>TPP 除以逻辑芯片面积，按美国出口规则的定义。仅供参考，不构成法律意见。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="490" />
      <source>US export class</source>
      <translation>美国出口类别</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="492" />
      <source>The class the specs give under the newest US rule in the rule table (3A090.a, 3A090.b or not controlled), with the rule's date. An indication from public specs, not legal advice.</source>
      <translation>按规则表中最新的美国规则，由规格得出的类别（3A090.a、3A090.b 或不受管制），附规则日期。依据公开规格，仅供参考，不构成法律意见。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="50" />
      <source>matrix</source>
      <translation>矩阵</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="502" />
      <source>China status</source>
      <translation>中国状态</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="504" />
      <source>Whether the part can be bought in China today, with the date of the measure it rests on. An indication from public reports, not legal advice.</source>
      <translation>目前能否在中国购买，附所依据措施的日期。依据公开报道，仅供参考，不构成法律意见。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="51" />
      <source>matrix, dense</source>
      <translation>矩阵，稠密</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="513" />
      <source>Checked</source>
      <translation>核对日期</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="514" />
      <source>When the device's figures were last checked against their sources.</source>
      <translation>设备数据最近一次与来源核对的时间。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="52" />
      <source>vector</source>
      <translation>向量</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/fields.py" line="53" />
      <source>with sparsity</source>
      <translation>含稀疏</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="105" />
      <source>Recompute (activation checkpointing)</source>
      <translation>重计算（激活检查点）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="106" />
      <source>Activations are dropped in the forward pass and computed again in the backward pass: less memory, more arithmetic (full recompute about a third more, selective a few per cent).</source>
      <translation>前向传播时丢弃激活值，反向传播时重新计算：显存更省，计算更多（完全重计算约多三分之一，选择性重计算多几个百分点）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="113" />
      <source>TCO (total cost of ownership)</source>
      <translation>TCO（总拥有成本）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="114" />
      <source>Everything owning the hardware costs over its life: accelerators, servers, network, facility, power and operations, less what it can be sold for at the end.</source>
      <translation>拥有硬件在其使用寿命内的全部花费：加速卡、服务器、网络、机房、电力和运维，减去期末可卖出的残值。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="121" />
      <source>Break-even</source>
      <translation>盈亏平衡点</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="122" />
      <source>The point (in months of use, or in hours per year) at which owning the hardware has cost as much as renting the same capacity.</source>
      <translation>自购硬件的累计花费与租用同等算力相等的那个点（以使用月数或每年使用小时数计）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="129" />
      <source>Amortisation</source>
      <translation>折旧年限</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="130" />
      <source>A purchase price spread over the years the hardware is expected to be useful, charged per hour of use.</source>
      <translation>把购买价格分摊到硬件预期可用的年限上，按使用小时计费。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="134" />
      <source>TPP (total processing performance)</source>
      <translation>TPP（总处理性能）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="135" />
      <source>The US export-control measure of a chip: 2 x MAC operations per second (in tera) x the bit length of the operation; with performance density (TPP per mm² of die) it decides which rules apply.</source>
      <translation>美国出口管制衡量芯片的指标：2 × 每秒乘加运算次数（以万亿计）× 运算位宽；与性能密度（每平方毫米芯片面积的 TPP）一起决定适用哪些规则。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="142" />
      <source>Dense peak</source>
      <translation>稠密峰值</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="143" />
      <source>The datasheet's throughput without 2:4 structured sparsity; sparse figures are twice as high and training rarely uses them, so every figure here is dense.</source>
      <translation>数据手册中不含 2:4 结构化稀疏的吞吐；稀疏数字是其两倍，训练中很少用到，所以这里的数字都是稠密的。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="150" />
      <source>Scale-up and scale-out</source>
      <translation>纵向扩展与横向扩展</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="151" />
      <source>The scale-up link (NVLink, Infinity Fabric, ICI) joins the devices of one server or pod at hundreds of GB/s; the scale-out network (InfiniBand, RoCE Ethernet) joins servers at tens of GB/s per device.</source>
      <translation>纵向互联（NVLink、Infinity Fabric、ICI）以每秒数百 GB 连接同一服务器或 pod 内的设备；横向网络（InfiniBand、RoCE 以太网）以每卡每秒数十 GB 连接服务器之间。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="158" />
      <source>Pareto frontier</source>
      <translation>帕累托前沿</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="159" />
      <source>The devices no other device beats on both price and throughput: the only sensible buys on the chart.</source>
      <translation>在价格和吞吐上都没有被其他设备同时超过的设备：图上唯一值得考虑购买的选择。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="164" />
      <source>Devices x hours of the run: what a cloud bills, and what owned hardware is amortised over.</source>
      <translation>设备数 × 运行小时数：云厂商按此计费，自购硬件也按此分摊。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="25" />
      <source>MFU (model FLOPs utilization)</source>
      <translation>MFU（模型算力利用率）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="26" />
      <source>The share of the devices' dense peak that the model's own arithmetic (6 x parameters x tokens) reaches over a run; recomputed work does not count. Large language-model runs reach about 35-55%.</source>
      <translation>整个训练过程中，模型本身的运算量（6 × 参数量 × token 数）占设备稠密峰值的比例；重计算不计入。大语言模型训练一般达到约 35–55%。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="33" />
      <source>Utilization</source>
      <translation>利用率</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="34" />
      <source>In gpucompare, the share of the dense peak a device sustains on the model's arithmetic before communication and the pipeline bubble are added; by default taken per device family from published runs.</source>
      <translation>在 gpucompare 中，指设备在计入通信和流水线气泡之前，执行模型运算时能持续达到的稠密峰值比例；默认按设备系列取自公开的训练记录。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="41" />
      <source>Goodput</source>
      <translation>有效时间比例</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="42" />
      <source>The share of wall-clock time that moves training forward: time lost to failures, restarts, checkpoint saves and slow nodes is the rest. Multi-week runs report about 0.85-0.9.</source>
      <translation>实际推进训练的时间占总墙钟时间的比例：其余时间耗在故障、重启、保存检查点和慢节点上。持续数周的训练报告约为 0.85–0.9。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="49" />
      <source>PUE (power usage effectiveness)</source>
      <translation>PUE（电能使用效率）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="50" />
      <source>A data centre's total energy divided by the energy its IT equipment uses: 1.0 would mean no cooling or conversion losses; the 2024 industry average was about 1.56.</source>
      <translation>数据中心总能耗除以 IT 设备能耗：1.0 表示没有制冷和转换损耗；2024 年行业平均约为 1.56。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="57" />
      <source>DP (data parallelism)</source>
      <translation>DP（数据并行）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="58" />
      <source>Every replica of the model trains on different data; the gradients are summed across replicas (all-reduce) at every step, over the scale-out network.</source>
      <translation>模型的每个副本用不同的数据训练；每一步通过横向网络在副本之间对梯度求和（all-reduce）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="65" />
      <source>TP (tensor parallelism)</source>
      <translation>TP（张量并行）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="66" />
      <source>Each layer's weight matrices are split across devices, which exchange activations in every layer: it needs the fast scale-up link (NVLink and the like), so it usually stays inside one server.</source>
      <translation>每层的权重矩阵切分到多个设备上，每层都要交换激活值：需要高速的纵向互联（NVLink 等），所以通常限于一台服务器内。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="73" />
      <source>PP (pipeline parallelism)</source>
      <translation>PP（流水线并行）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="74" />
      <source>The layers are cut into stages on different devices and micro-batches flow through them; at the start and end of every step some stages wait (the pipeline bubble, (stages - 1) / (chunks x micro-batches)).</source>
      <translation>把模型的层切成若干阶段放到不同设备上，微批次依次流过；每一步开始和结束时部分阶段在等待（流水线气泡，占比为 (阶段数 − 1) / (分块数 × 微批次数)）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="81" />
      <source>VPP (virtual pipeline, interleaved stages)</source>
      <translation>VPP（虚拟流水线，交错阶段）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="82" />
      <source>Each device holds several non-adjacent chunks of layers instead of one stage, which shrinks the pipeline bubble by the number of chunks at the cost of more messages between stages.</source>
      <translation>每个设备持有若干不相邻的层块而不是一个阶段，流水线气泡按块数缩小，代价是阶段之间的消息更多。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="89" />
      <source>EP (expert parallelism)</source>
      <translation>EP（专家并行）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="90" />
      <source>In a mixture-of-experts model the experts are spread over devices and every token is sent to the devices holding its experts and back (all-to-all).</source>
      <translation>在混合专家模型中，专家分布在不同设备上，每个 token 要发送到持有其专家的设备再发回（all-to-all）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/glossary.py" line="98" />
      <source>DeepSpeed's sharding of training state across data-parallel replicas: stage 1 shards the optimizer states, stage 2 also the gradients, stage 3 also the weights; less memory per device, more traffic.</source>
      <translation>DeepSpeed 在数据并行副本之间切分训练状态：阶段 1 切分优化器状态，阶段 2 再切分梯度，阶段 3 再切分权重；每卡显存更少，通信更多。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="112" />
      <source>Scale-up bandwidth</source>
      <translation>纵向互联带宽</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="114" />
      <source>Scale-out network</source>
      <translation>横向扩展网络</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="129" />
      <source>Price per device under the price basis chosen above (its market is in the basis; a 'market first' basis marks a price from its second market with that market, e.g. (CN)), with its date; a price older than 18 months is marked 'old' and never counted best. A range sorts by its middle. Hover a cell for its source, date and FX rate.</source>
      <translation>按上方所选价格口径的每台价格（市场包含在口径中；“某市场优先”口径会用该市场标注来自第二市场的价格，例如 (CN)），并附日期；超过 18 个月的价格标为“旧”，不计为最优。价格区间按中点排序。悬停单元格可查看来源、日期和汇率。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="142" />
      <source>Price ÷ dense peak at the chosen precision.</source>
      <translation>价格 ÷ 所选精度下的稠密峰值。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="146" />
      <source>Per PFLOPS-year</source>
      <translation>每 P 每年</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="147" />
      <source>{sym}/P/yr</source>
      <translation>{sym}/P/年</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="151" />
      <source>An hourly price (a cloud basis, or owned and rented per device-hour) in the unit China's computing centres quote (元/P/年): the price per device-hour × 8,760 h ÷ the dense BF16 peak in PFLOPS, whatever precision is chosen above. Empty under a purchase basis or for a device without a BF16 figure. Compute vouchers are not deducted.</source>
      <translation>按小时计的价格（云租用口径，或自有与租用按设备小时计）换算成智算中心报价常用的单位（元/P/年）：每设备小时价格 × 8,760 小时 ÷ 稠密 BF16 峰值（PFLOPS），与上方所选精度无关。按购买口径时为空，缺少 BF16 数据的设备也为空。未扣除算力券。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="164" />
      <source>Dense peak at the chosen precision ÷ TDP.</source>
      <translation>所选精度下的稠密峰值 ÷ TDP。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="173" />
      <source>Memory ÷ price × 1,000.</source>
      <translation>显存 ÷ 价格 × 1,000。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="177" />
      <source>Days for {run}</source>
      <translation>{run}的天数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="178" />
      <source>days</source>
      <translation>天</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="181" />
      <source>For my workload: the wall-clock time of the workload chosen in the estimate panel on its cluster size, for every training device (the estimator's figure, its band in the estimate), in one unit for the rows shown (days, hours, minutes or seconds; sorted by the time); hover a blank cell for why there is none.</source>
      <translation>我的工作负载：在训练估算面板中所选工作负载及集群规模下，每种训练设备所需的墙钟时间（估算器的结果，区间见估算面板），所显示的行用同一单位（天、小时、分钟或秒；按时间排序）；空白单元格悬停可查看原因。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="192" />
      <source>For my workload: what that run costs on each device at its price under the basis chosen above: owned, the run's device-hours at the TCO per device-hour of use (a full server's share); rented, at its rent. No cost for a run that does not fit. Sort to rank the devices for your run.</source>
      <translation>我的工作负载：该次训练在每种设备上、按上方口径价格的费用：自购为训练的设备小时数乘以每设备小时使用的 TCO（整台服务器的分摊）；租用按其租金。放不下内存的训练不给费用。排序即可为你的训练给设备排名。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="229" />
      <source>Hours for {run}</source>
      <translation>{run}的小时数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="229" />
      <source>hours</source>
      <translation>小时</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="230" />
      <source>Minutes for {run}</source>
      <translation>{run}的分钟数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="230" />
      <source>minutes</source>
      <translation>分钟</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="231" />
      <source>Seconds for {run}</source>
      <translation>{run}的秒数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="231" />
      <source>seconds</source>
      <translation>秒</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="319" />
      <source>Choose a workload and a cluster size in the estimate panel to fill this column.</source>
      <translation>请在训练估算面板中选择工作负载和集群规模以填充此列。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="320" />
      <source>{run}: see the estimate panel for the band and every assumption.</source>
      <translation>{run}：区间及全部假设见训练估算面板。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="326" />
      <source>Price ÷ dense peak</source>
      <translation>价格 ÷ 稠密峰值</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="328" />
      <source>Memory ÷ price × 1,000</source>
      <translation>显存 ÷ 价格 × 1,000</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="329" />
      <source>Price per device-hour × 8,760 h ÷ dense BF16 PFLOPS</source>
      <translation>每设备小时价格 × 8,760 小时 ÷ 稠密 BF16 PFLOPS</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="349" />
      <source>does not fit</source>
      <translation>放不下</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="359" />
      <source>old</source>
      <translation>旧</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="382" />
      <source>CPU</source>
      <translation>CPU</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="382" />
      <source>accelerator</source>
      <translation>加速卡</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="382" />
      <source>consumer GPU</source>
      <translation>消费级 GPU</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="382" />
      <source>datacenter GPU</source>
      <translation>数据中心 GPU</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="382" />
      <source>workstation GPU</source>
      <translation>工作站 GPU</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="384" />
      <source>NVLink</source>
      <translation>NVLink</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="384" />
      <source>Other fabric (IF, ICI, RoCE, NeuronLink)</source>
      <translation>其他互联（IF、ICI、RoCE、NeuronLink）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="384" />
      <source>PCIe only</source>
      <translation>仅 PCIe</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="517" />
      <source>no source</source>
      <translation>无来源</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="519" />
      <source>Source</source>
      <translation>来源</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="522" />
      <source>Conflict: {other} in {where}; kept {kept}</source>
      <translation>冲突：{where} 给出 {other}；保留 {kept}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="534" />
      <source> (+{n} more)</source>
      <translation>（另有 {n} 个）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="535" />
      <source>Custom device. </source>
      <translation>自定义设备。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/hwtable.py" line="86" />
      <source>Peak tensor/matrix throughput at the precision chosen above, dense (no 2:4 sparsity), summed over all dies of the package; hover a cell for its source.</source>
      <translation>上方所选精度下的张量/矩阵峰值算力，稠密（无 2:4 稀疏），封装内所有芯片相加；悬停单元格可查看来源。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/money.py" line="156" />
      <source>{rate:.3g} {dst}/{src}, rate of {as_of}</source>
      <translation>{rate:.3g} {dst}/{src}（汇率日期 {as_of}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/money.py" line="197" />
      <source>{source} ({currencies})</source>
      <translation>{source}（{currencies}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/money.py" line="201" />
      <source>Exchange rates: {sources}.</source>
      <translation>汇率来源：{sources}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/money.py" line="294" />
      <source>Per sample</source>
      <translation>每个样本</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/money.py" line="295" />
      <source>Per thousand samples</source>
      <translation>每千样本</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/money.py" line="296" />
      <source>Per million samples</source>
      <translation>每百万样本</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/money.py" line="297" />
      <source>Per billion samples</source>
      <translation>每十亿样本</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/money.py" line="298" />
      <source>Per trillion samples</source>
      <translation>每万亿样本</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/money.py" line="459" />
      <source>/month</source>
      <translation>/月</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/money.py" line="89" />
      <source>your rate (Preferences)</source>
      <translation>您自己的汇率（首选项）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="29" />
      <source>card</source>
      <translation>卡</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="30" />
      <source>server</source>
      <translation>服务器</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="31" />
      <source>baseboard</source>
      <translation>基板（模组）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="317" />
      <source>quoted net of VAT</source>
      <translation>报价不含增值税</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="32" />
      <source>rack</source>
      <translation>整机柜</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="320" />
      <source>net price as the quote states it</source>
      <translation>报价注明的不含税价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="323" />
      <source>{pct} VAT taken off (rate from the quote)</source>
      <translation>扣除 {pct} 增值税（税率取自报价）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="326" />
      <source>VAT included at a rate the quote does not state: not taken off</source>
      <translation>含增值税但报价未注明税率：未扣除</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="329" />
      <source>quoted with VAT included</source>
      <translation>报价含增值税</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="33" />
      <source>instance</source>
      <translation>实例</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="332" />
      <source>{pct} VAT added (rate from the quote)</source>
      <translation>加上 {pct} 增值税（税率取自报价）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="335" />
      <source>quoted net of VAT at a rate it does not state: no VAT added</source>
      <translation>报价不含增值税但未注明税率：未加税</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="336" />
      <source>the quote does not say whether VAT is included: taken as quoted</source>
      <translation>报价未说明是否含增值税：按报价计</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="348" />
      <source>Prices compared with VAT included (converted at each quote's stated rate where it is net).</source>
      <translation>价格按含增值税比较（不含税的报价按其注明的税率换算）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="350" />
      <source>Prices compared net of VAT: a company with a special VAT invoice (专票) recovers the VAT (13% on hardware, 6% on cloud rent), so its cost is the net price; a quote with VAT included is converted at its stated rate.</source>
      <translation>价格按不含增值税比较：取得增值税专用发票（专票）的企业可抵扣进项税（硬件 13%，云租赁 6%），其成本即不含税价；含税报价按其注明的税率换算。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="355" />
      <source>Prices compared as quoted, before sales tax (the United States levies no VAT).</source>
      <translation>价格按报价比较，不含销售税（美国不征增值税）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="37" />
      <source>host (CPUs, board, chassis)</source>
      <translation>主机（CPU、主板、机箱）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="38" />
      <source>memory</source>
      <translation>内存</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="39" />
      <source>storage</source>
      <translation>存储</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="396" />
      <source>{why}</source>
      <translation>{why}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="397" />
      <source>{why} ({n} set aside)</source>
      <translation>{why}（另有 {n} 条未采用）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="40" />
      <source>network adapters</source>
      <translation>网卡</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="41" />
      <source>switches</source>
      <translation>交换机</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="42" />
      <source>optics and cables</source>
      <translation>光模块与线缆</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="43" />
      <source>support</source>
      <translation>维保服务</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="44" />
      <source>software</source>
      <translation>软件</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="456" />
      <source>no priced quote</source>
      <translation>无有效报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="464" />
      <source>another quote is pinned</source>
      <translation>已固定另一条报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="468" />
      <source>pinned by you</source>
      <translation>由你固定</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="479" />
      <source>expired on {date}</source>
      <translation>已于 {date} 过期</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="48" />
      <source>new</source>
      <translation>全新</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="48" />
      <source>refurbished</source>
      <translation>翻新</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="48" />
      <source>used</source>
      <translation>二手</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="489" />
      <source>every quote has expired (the newest on {date}): pin one to use it</source>
      <translation>所有报价均已过期（最新的于 {date} 过期）：固定其中一条即可使用</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="49" />
      <source>VAT included</source>
      <translation>含增值税</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="49" />
      <source>net of VAT</source>
      <translation>不含增值税</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="501" />
      <source>a server's or rack's per-device share</source>
      <translation>服务器或整机柜的每卡分摊价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="506" />
      <source>used or refurbished, kept apart from new parts</source>
      <translation>二手或翻新，与新品分开</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="507" />
      <source>a server's or rack's per-device share, kept apart from card prices</source>
      <translation>服务器或整机柜的每卡分摊价，与整卡价格分开</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="508" />
      <source>older quote</source>
      <translation>较旧的报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="508" />
      <source>same date, higher price or earlier import</source>
      <translation>日期相同，价格更高或导入更早</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="51" />
      <source>Quote chosen by rule: a pinned quote first; expired quotes set aside; new parts before used or refurbished ones; bare cards before a server's or rack's per-device share; then the newest quote date, a tie going to the lowest price and then to the latest import.</source>
      <translation>报价选取规则：优先采用你固定的报价；过期报价不用；新品优先于二手或翻新；整卡优先于服务器或整机柜的每卡分摊价；然后取报价日期最新者，日期相同取最低价，再相同取最近导入的。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="519" />
      <source>offer not stated: read as a card</source>
      <translation>报价未说明供货形式：按整卡计</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="520" />
      <source>newest valid {condition} {offer} quote</source>
      <translation>最新有效的{condition}{offer}报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="526" />
      <source>{what}; {n} of the same date, the lowest price kept</source>
      <translation>{what}；同一日期共 {n} 条，取最低价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="701" />
      <source>the quote given</source>
      <translation>所给报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="80" />
      <source>{kind} (the quote does not say; read as a card)</source>
      <translation>{kind}（报价未说明；按整卡计）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="83" />
      <source>{kind} of {n:g}</source>
      <translation>{n:g} 卡{kind}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="89" />
      <source>{offer}, with {parts}</source>
      <translation>{offer}，含{parts}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/offers.py" line="91" />
      <source>{offer}, {condition}</source>
      <translation>{offer}，{condition}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="14" />
      <source>Precision</source>
      <translation>精度</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="15" />
      <source>Sequence length</source>
      <translation>序列长度</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="16" />
      <source>Parameters</source>
      <translation>参数量</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="17" />
      <source>Training tokens</source>
      <translation>训练 token 数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="18" />
      <source>Samples</source>
      <translation>样本数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="19" />
      <source>Active parameters</source>
      <translation>激活参数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="20" />
      <source>Model kind</source>
      <translation>模型类型</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="21" />
      <source>Layers</source>
      <translation>层数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="22" />
      <source>Hidden size</source>
      <translation>隐藏维度</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="23" />
      <source>Vocabulary</source>
      <translation>词表大小</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="24" />
      <source>Attention window</source>
      <translation>注意力窗口</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="25" />
      <source>Experts per token</source>
      <translation>每 token 专家数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="26" />
      <source>Image size</source>
      <translation>图像尺寸</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="27" />
      <source>Latent factor</source>
      <translation>潜空间下采样倍数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="28" />
      <source>FLOPs per sample</source>
      <translation>每样本 FLOPs</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="29" />
      <source>Activations</source>
      <translation>激活</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="30" />
      <source>Mask ratio</source>
      <translation>掩码比例</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="31" />
      <source>Decoder</source>
      <translation>解码器</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="32" />
      <source>Views</source>
      <translation>视图</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="33" />
      <source>Teacher</source>
      <translation>教师模型</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="34" />
      <source>Sparse features</source>
      <translation>稀疏特征数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="35" />
      <source>Embedding width</source>
      <translation>嵌入维度</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="36" />
      <source>Global batch</source>
      <translation>全局批量</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="37" />
      <source>Workload</source>
      <translation>工作负载</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="38" />
      <source>Devices</source>
      <translation>设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="39" />
      <source>Patch size</source>
      <translation>图块大小</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="40" />
      <source>Optimizer</source>
      <translation>优化器</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="41" />
      <source>BF16 weights</source>
      <translation>BF16 权重</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="42" />
      <source>Step in backward</source>
      <translation>反向中更新</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="44" />
      <source>Interleaving</source>
      <translation>交错</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/option_names.py" line="57" />
      <source>“{input}”</source>
      <translation>「{input}」</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="185" />
      <source>{date}, {months} months old</source>
      <translation>{date}，距今 {months} 个月</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="202" />
      <source>{date}, old</source>
      <translation>{date}，旧</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="206" />
      <source>{date}, old, about {months} months</source>
      <translation>{date}，旧，约 {months} 个月</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="206" />
      <source>{date}, old, {months} months</source>
      <translation>{date}，旧，{months} 个月</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="208" />
      <source>{date}, about {months} months old</source>
      <translation>{date}，距今约 {months} 个月</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="210" />
      <source>{date}, under a month old</source>
      <translation>{date}，距今不到 1 个月</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="212" />
      <source>{date}, {months} month old</source>
      <translation>{date}，距今 {months} 个月</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="233" />
      <source>{name}, {how}</source>
      <translation>{name}，{how}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="241" />
      <source>(price of {dated})</source>
      <translation>（价格日期：{dated}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="262" />
      <source>The price is of {dated}: today's price may differ.</source>
      <translation>价格日期为 {dated}：当前价格可能不同。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="266" />
      <source>Cited by title: the price table holds no web address for this source</source>
      <translation>仅按标题引用：价格表中没有该来源的网址</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="28" />
      <source>China market</source>
      <translation>中国市场</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="28" />
      <source>UK market</source>
      <translation>英国市场</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="28" />
      <source>US market</source>
      <translation>美国市场</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="30" />
      <source>CN</source>
      <translation>中国</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="30" />
      <source>UK</source>
      <translation>英国</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="30" />
      <source>US</source>
      <translation>美国</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="34" />
      <source>Reference price, US market first</source>
      <translation>参考价格，美国市场优先</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="35" />
      <source>Reference price, China market first</source>
      <translation>参考价格，中国市场优先</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="37" />
      <source>Reference price, US market</source>
      <translation>参考价格，美国市场</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="371" />
      <source>{source} ({as_of})</source>
      <translation>{source}（{as_of}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="373" />
      <source>{text}. {mark}</source>
      <translation>{text}。{mark}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="378" />
      <source>{text}. Older than {months} months: marked, left out of 'best' and off the default chart</source>
      <translation>{text}。超过 {months} 个月：已标注，不计为“最优”，默认不在图表中</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="38" />
      <source>Reference price, China market</source>
      <translation>参考价格，中国市场</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="386" />
      <source>{why}. {text}</source>
      <translation>{why}。{text}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="39" />
      <source>Imported quote (chosen by rule)</source>
      <translation>导入报价（按规则选取）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="40" />
      <source>Cloud rent per device-hour</source>
      <translation>云租用（每卡时）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="415" />
      <source>{market} price</source>
      <translation>{market}价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="435" />
      <source>{market} price (no {preferred} price known), converted at {rate}</source>
      <translation>{market}价格（无{preferred}价格），按 {rate}折算</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="443" />
      <source>{market} price (no {preferred} price known)</source>
      <translation>{market}价格（无{preferred}价格）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="455" />
      <source>rented (cloud, on-demand)</source>
      <translation>租用（云，按需）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="456" />
      <source>the on-demand cloud rent per device-hour of a device with no purchase price (sold only as a cloud service, or none known)</source>
      <translation>没有购买价格的设备（只以云服务形式提供，或尚无已知价格）的按需云租金，按每卡时计</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="460" />
      <source>Rented: the on-demand cloud rent per device-hour, for a device with no purchase price (sold only as a cloud service, or none known)</source>
      <translation>租用：该设备没有购买价格（只以云服务形式提供，或尚无已知价格），此为按需云租金，按每卡时计</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="470" />
      <source>{market} price: no {preferred} price is known for this device</source>
      <translation>{market}价格：该设备没有已知的{preferred}价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="540" />
      <source>distributors (China)</source>
      <translation>分销商（中国）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="541" />
      <source>retail (China)</source>
      <translation>零售（中国）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="542" />
      <source>retail (US)</source>
      <translation>零售（美国）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="543" />
      <source>launch or list price (Epoch AI)</source>
      <translation>发布价或标价（Epoch AI）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="544" />
      <source>NVIDIA (China MSRP)</source>
      <translation>NVIDIA（中国建议零售价）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="545" />
      <source>Intel (list, kit of 8)</source>
      <translation>Intel（标价，8 卡套装）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="546" />
      <source>AMD (list)</source>
      <translation>AMD（标价）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="547" />
      <source>NVIDIA (CEO interview)</source>
      <translation>NVIDIA（CEO 采访）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="548" />
      <source>analyst estimate (HSBC)</source>
      <translation>分析师估算（汇丰）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="549" />
      <source>OEM (reported)</source>
      <translation>OEM（报道）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="550" />
      <source>market (US), rack of 72</source>
      <translation>市场（美国），72 卡整机柜</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="551" />
      <source>NVIDIA (China, reported)</source>
      <translation>NVIDIA（中国，报道）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="552" />
      <source>NVIDIA (list, DGX-2 of 16)</source>
      <translation>NVIDIA（标价，DGX-2 共 16 卡）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="553" />
      <source>NVIDIA (list, DGX Station of 4)</source>
      <translation>NVIDIA（标价，DGX Station 共 4 卡）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="554" />
      <source>Huawei (order value, reported)</source>
      <translation>华为（订单金额，报道）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="555" />
      <source>Huawei (industry channel check, reported)</source>
      <translation>华为（行业渠道调研，报道）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="556" />
      <source>NVIDIA (China, 8-GPU module, reported)</source>
      <translation>英伟达（中国，8卡模组，报道）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="557" />
      <source>server dealer (China, 8-GPU server, reported)</source>
      <translation>服务器经销商（中国，8卡服务器，报道）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="558" />
      <source>retail and used (US)</source>
      <translation>零售及二手（美国）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="559" />
      <source>OEM and retail (US, reported)</source>
      <translation>OEM及零售（美国，报道）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="560" />
      <source>Huawei (CloudMatrix 384 system, reported)</source>
      <translation>华为（CloudMatrix 384 系统，报道）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="561" />
      <source>market estimate (US, reported)</source>
      <translation>市场估计（美国，报道）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="562" />
      <source>spot market (US, reported)</source>
      <translation>现货市场（美国，报道）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="563" />
      <source>market (US), tracked listings</source>
      <translation>市场（美国），跟踪的挂牌价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="564" />
      <source>NVIDIA (MSRP)</source>
      <translation>NVIDIA（建议零售价）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="565" />
      <source>Hugging Face (catalogue MSRP)</source>
      <translation>Hugging Face（目录建议零售价）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="566" />
      <source>Chinese buyers' orders (Reuters, reported)</source>
      <translation>中国买家订单（路透社，报道）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="567" />
      <source>Huawei (8-NPU training server, reported)</source>
      <translation>华为（8 卡 NPU 训练服务器，报道）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="568" />
      <source>Iluvatar CoreX (prospectus, average selling price)</source>
      <translation>天数智芯（招股书，平均售价）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="569" />
      <source>MetaX (prospectus, revenue per GPU sold)</source>
      <translation>沐曦（招股书，每售出一张 GPU 的收入）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="570" />
      <source>OEM (GB300 NVL72 rack, reported)</source>
      <translation>OEM（GB300 NVL72 机柜，报道）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="571" />
      <source>UK government (system of 5,448)</source>
      <translation>英国政府（5,448 卡的系统）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="572" />
      <source>DOE/Argonne (Aurora, 63,744 GPUs)</source>
      <translation>美国能源部/阿贡实验室（Aurora，63,744 张 GPU）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="573" />
      <source>DOE/LLNL (El Capitan, 44,544 APUs)</source>
      <translation>美国能源部/劳伦斯利弗莫尔实验室（El Capitan，44,544 个 APU）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="589" />
      <source>; {amount} {src} at {rate}</source>
      <translation>；{amount} {src}，按 {rate}折算</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="602" />
      <source>{market}: {source} ({confidence}){conversion}</source>
      <translation>{market}：{source}（{confidence}）{conversion}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="603" />
      <source>{market}, {vendor}: {source} ({confidence}){conversion}</source>
      <translation>{market}，{vendor}：{source}（{confidence}）{conversion}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="608" />
      <source>quote to check</source>
      <translation>报价待核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="615" />
      <source>quote marked for review: the import was {pct:.0%} sure of it and nobody has checked it yet (Quotes: check it against its sheet, then mark it as checked)</source>
      <translation>报价待核对：导入时对其把握为 {pct:.0%}，尚无人核对（报价：对照原表核对后标记为已核对）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="65" />
      <source>owned</source>
      <translation>自有</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="65" />
      <source>rented</source>
      <translation>租用</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="651" />
      <source>offer: {offer}</source>
      <translation>供货形式：{offer}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="676" />
      <source>a rent per device and month, used at its hourly equivalent (/ 730 h a month): the month is paid whether the device is used or not, not an on-demand rate</source>
      <translation>按设备按月的租金，按每小时等价计（每月 730 小时）：无论设备是否使用都按整月付费，不是按需价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="683" />
      <source>a rent per day converted to a rate per hour (/ 24 h): not an on-demand rate</source>
      <translation>按天租金折算的每小时价格（÷ 24 小时）：不是按需计费价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="684" />
      <source>a rent per week converted to a rate per hour (/ 168 h): not an on-demand rate</source>
      <translation>按周租金折算的每小时价格（÷ 168 小时）：不是按需计费价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="685" />
      <source>a rent per month converted to a rate per hour (/ 730 h): not an on-demand rate</source>
      <translation>按月租金折算的每小时价格（÷ 730 小时）：不是按需计费价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="686" />
      <source>a rent per year converted to a rate per hour (/ 8,760 h): not an on-demand rate</source>
      <translation>按年租金折算的每小时价格（÷ 8,760 小时）：不是按需计费价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="708" />
      <source>{provider} {instance}: ${usd:,.2f}/h for {n} device</source>
      <translation>{provider} {instance}：每小时 ${usd:,.2f}，含 {n} 个设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="709" />
      <source>{provider} {instance}: ${usd:,.2f}/h for {n} devices</source>
      <translation>{provider} {instance}：每小时 ${usd:,.2f}，含 {n} 个设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="732" />
      <source>{source}. A lower price is flagged and not used: {provider} {instance} at ${usd:,.2f} per device-hour is {why} ({as_of})</source>
      <translation>{source}。更低的价格已标记为异常而未采用：{provider} {instance} 每卡时 ${usd:,.2f}，{why}（{as_of}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="749" />
      <source>on-demand</source>
      <translation>按需</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="750" />
      <source>1-year reserved</source>
      <translation>1 年预留</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="751" />
      <source>3-year reserved</source>
      <translation>3 年预留</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="752" />
      <source>spot</source>
      <translation>竞价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="753" />
      <source>capacity block</source>
      <translation>容量块</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="811" />
      <source>marketplace median</source>
      <translation>市场中位价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="811" />
      <source>per card</source>
      <translation>按卡</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="811" />
      <source>per chip</source>
      <translation>按芯片</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="819" />
      <source>{name} ({gloss})</source>
      <translation>{name}（{gloss}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/pricing.py" line="976" />
      <source>No quote prices this device: {why}</source>
      <translation>没有报价可为该设备定价：{why}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1000" />
      <source>Tax basis: {words}</source>
      <translation>税务口径：{words}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1001" />
      <source>Recovered over {years:g} years ({ysrc}) at a cost of capital of {rate:.1%} ({rsrc}), residual value {res:.0%} ({ressrc}): {per_month} a month.</source>
      <translation>按 {years:g} 年回收（{ysrc}），资金成本 {rate:.1%}（{rsrc}），残值 {res:.0%}（{ressrc}）：每月 {per_month}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1012" />
      <source>Power {kw:,.0f} kW of IT load ({per:.2f} kW per accelerator{node}) x PUE {pue:g} ({pue_src}) x {tariff}/kWh ({site}; {tariff_src}).</source>
      <translation>电力：IT 负载 {kw:,.0f} kW（每个加速卡 {per:.2f} kW{node}）× PUE {pue:g}（{pue_src}）× {tariff}/kWh（{site}；{tariff_src}）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1017" />
      <source>, TDP plus host</source>
      <translation>，TDP 加主机</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1017" />
      <source>, the published node power</source>
      <translation>，公布的节点功率</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="102" />
      <source>{source} ({confidence}, {as_of})</source>
      <translation>{source}（{confidence}，{as_of}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1024" />
      <source>Facility (space, cooling, power delivery): {rate} per kW of IT load a month ({src}).</source>
      <translation>机房（空间、制冷、配电）：每 kW IT 负载每月 {rate}（{src}）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1029" />
      <source>Operations (support, spares, staff) {f:.1%} of the capital outlay a year ({src}).</source>
      <translation>运维（维保、备件、人员）每年为资本支出的 {f:.1%}（{src}）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="103" />
      <source>{source} ({confidence})</source>
      <translation>{source}（{confidence}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1034" />
      <source>Utilization {util:.0%} of the hours in a month ({src}); the run's cost is its {hours:,.0f} hours at the TCO per hour of use.</source>
      <translation>利用率为每月小时数的 {util:.0%}（{src}）；本次训练的成本为其 {hours:,.0f} 小时乘以每使用小时的总拥有成本。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1145" />
      <source>{provider} (quoted as {instance})</source>
      <translation>{provider}（报价名称：{instance}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1174" />
      <source>{a} + {b}</source>
      <translation>{a} + {b}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1183" />
      <source>{words} Reference prices do not state VAT: taken as published.</source>
      <translation>{words} 参考价格未说明增值税：按公布值计。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1185" />
      <source>{words} A price you typed is taken as given.</source>
      <translation>{words} 你输入的价格按原值计。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1225" />
      <source>Rented: {instances} x {provider} {instance} ({per} devices each), {model}, at {usd}/h per instance ({market}, price as of {as_of}, {confidence}); source: {source}.</source>
      <translation>租用：{instances} 台 {provider} {instance}（每台 {per} 个设备），{model}，每台每小时 {usd}（{market}，价格日期 {as_of}，{confidence}）；来源：{source}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1230" />
      <source>Rented: {instances} x {provider} {instance} ({per} device each), {model}, at {usd}/h per instance ({market}, price as of {as_of}, {confidence}); source: {source}.</source>
      <translation>租用：{instances} 台 {provider} {instance}（每台 {per} 个设备），{model}，每台每小时 {usd}（{market}，价格日期 {as_of}，{confidence}）；来源：{source}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1241" />
      <source>region not stated</source>
      <translation>未注明区域</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1249" />
      <source>A {years:g}-year reservation bills every hour of its term: {total} committed.</source>
      <translation>{years:g} 年预留按期内每小时计费：承诺金额 {total}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1263" />
      <source>Rented at {price} per device-hour ({source}{as_of}).</source>
      <translation>按每设备小时 {price} 租用（{source}{as_of}）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1270" />
      <source>rented per device-hour</source>
      <translation>按设备小时租用</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1272" />
      <source>{mark}.</source>
      <translation>{mark}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1274" />
      <source>Compared VAT included: {vat:.0%} VAT on the rent added.</source>
      <translation>按含增值税比较：租金加上 {vat:.0%} 增值税。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1284" />
      <source>A compute voucher pays {share:.0%} of this rent in yuan (your setting){cap}.</source>
      <translation>算力券支付这笔人民币租金的 {share:.0%}（你的设置）{cap}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1287" />
      <source>, up to {cap} per company</source>
      <translation>，每家企业最多 {cap}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1294" />
      <source>Rent over the years of a purchase follows {trend:+.0%} a year ({src}).</source>
      <translation>购买后的各年里，租金按每年 {trend:+.0%} 变化（{src}）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1558" />
      <source>Owned, derived: the total cost of ownership per device-hour of use, from the purchase price {price} ({source}, {as_of}); {system}, {per} devices per node; recovered over {years:g} years at {rate:.1%} a year, residual value {res:.0%}; power x PUE {pue:g} at {tariff:g} {tariff_currency}/kWh; facility {facility:,.0f} USD per kW a month; utilization {util:.0%} of the hours in a month (Preferences: Cost of ownership)</source>
      <translation>自有，推算值：每使用一卡时的总拥有成本，依据购买价格 {price}（{source}，{as_of}）；{system}，每节点 {per} 台设备；按年利率 {rate:.1%} 在 {years:g} 年内回收，残值 {res:.0%}；功率 × PUE {pue:g}，电价 {tariff:g} {tariff_currency}/kWh；机房每千瓦每月 {facility:,.0f} 美元；利用率为每月小时数的 {util:.0%}（首选项：拥有成本）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="164" />
      <source>Fitted to {n} points of the {series} index, {first} to {last} ({p0:.2f} to {p1:.2f} USD per hour): {yearly:+.0%} a year, 90% interval {low:+.0%} to {high:+.0%}; {cited}</source>
      <translation>按 {series} 租金指数的 {n} 个数据点拟合，{first} 至 {last}（每小时 {p0:.2f} 至 {p1:.2f} 美元）：每年 {yearly:+.0%}，90% 区间 {low:+.0%} 至 {high:+.0%}；{cited}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1644" />
      <source>no run to compare</source>
      <translation>没有可比较的训练</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1658" />
      <source>{months:,.1f} months of use</source>
      <translation>使用 {months:,.1f} 个月</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1662" />
      <source>at the end of its {years:g}-year life, counting its resale value</source>
      <translation>在其 {years:g} 年寿命结束时（计入残值）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1664" />
      <source>never within its {years:g}-year life</source>
      <translation>在其 {years:g} 年寿命内无法回本</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1694" />
      <source>no rented option to compare</source>
      <translation>没有可比较的租用方案</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1758" />
      <source>Cumulative cost by time of use (same work as {ref})</source>
      <translation>按使用时间累计的成本（完成与「{ref}」相同的工作量）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1771" />
      <source>Years of use</source>
      <translation>使用年数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1772" />
      <source>Months of use</source>
      <translation>使用月数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1831" />
      <source>no price under this basis</source>
      <translation>该口径下无价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1833" />
      <source>purchase, TCO share</source>
      <translation>购买，TCO 分摊</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1837" />
      <source>cloud: {instance}</source>
      <translation>云：{instance}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1838" />
      <source>rent per device-hour</source>
      <translation>每卡时租金</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1900" />
      <source>{what}= needs a price, e.g. {what}=25000 or {what}=25万 (got {text!r})</source>
      <translation>{what}= 需要一个价格，例如 {what}=25000 或 {what}=25万（收到 {text!r}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1903" />
      <source>{what}= needs a positive price (got {text!r})</source>
      <translation>{what}= 需要一个正数价格（收到 {text!r}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1912" />
      <source>did you mean {near!r}? </source>
      <translation>你是不是想用 {near!r}？</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1914" />
      <source>unknown price basis {spec!r}; {hint}use {help}</source>
      <translation>未知的价格口径 {spec!r}；{hint}可用：{help}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="194" />
      <source>8-GPU HGX / OAM server</source>
      <translation>8 卡 HGX / OAM 服务器</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="195" />
      <source>8-GPU PCIe server</source>
      <translation>8 卡 PCIe 服务器</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="196" />
      <source>GB200 NVL72 rack</source>
      <translation>GB200 NVL72 机柜</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="197" />
      <source>Huawei Atlas 900 A3 SuperPoD (CloudMatrix 384)</source>
      <translation>华为 Atlas 900 A3 SuperPoD（CloudMatrix 384）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="198" />
      <source>8-accelerator server (other parts)</source>
      <translation>8 加速卡服务器（其他型号）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="1987" />
      <source>no {model} price for {device} in the catalog (it has: {have}); give the price you were quoted with hourly=PRICE</source>
      <translation>目录中没有 {device} 的{model}价格（已有：{have}）；请用 hourly=价格 给出您拿到的报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="2021" />
      <source>instance {instance} has {accelerator}, not {device}</source>
      <translation>实例 {instance} 配备的是 {accelerator}，不是 {device}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="2027" />
      <source>No cost: the run does not fit in memory on {device}. {advice}</source>
      <translation>不计费用：该训练在 {device} 上放不下内存。{advice}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="2054" />
      <source>No price for this device under the chosen basis: no cost.</source>
      <translation>该设备在所选口径下没有价格：不计费用。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="258" />
      <source>unknown system {choice!r}; known: auto, {known}</source>
      <translation>未知的系统 {choice!r}；可选：auto、{known}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="301" />
      <source>unknown TCO setting {key!r}; known: {known}</source>
      <translation>未知的总拥有成本设置 {key!r}；可选：{known}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="308" />
      <source>{key} must be one of {known} (got {text!r})</source>
      <translation>{key} 必须是 {known} 之一（收到 {text!r}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="319" />
      <source>system must be auto or one of {known} (got {text!r})</source>
      <translation>系统必须是 auto 或 {known} 之一（收到 {text!r}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="331" />
      <source>TCO setting {key} must be a number (got {text!r})</source>
      <translation>总拥有成本设置 {key} 必须是数字（收到 {text!r}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="335" />
      <source>TCO setting {key} is out of range (got {text!r})</source>
      <translation>总拥有成本设置 {key} 超出范围（收到 {text!r}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="337" />
      <source>TCO setting {key} must be above zero (got {text!r})</source>
      <translation>总拥有成本设置 {key} 必须大于零（收到 {text!r}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="340" />
      <source>TCO setting {key} must be 0 or at least {least:g} (got {text!r})</source>
      <translation>TCO 设置 {key} 必须为 0 或不小于 {least:g}（输入为 {text!r}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="350" />
      <source>TCO setting {key} must be between {low:g} and {high:g} (got {text!r})</source>
      <translation>总拥有成本设置 {key} 必须在 {low:g} 到 {high:g} 之间（收到 {text!r}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="37" />
      <source>China</source>
      <translation>中国</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="37" />
      <source>United States</source>
      <translation>美国</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="38" />
      <source>Ethernet</source>
      <translation>以太网</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="38" />
      <source>InfiniBand</source>
      <translation>InfiniBand 网络</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="38" />
      <source>RoCE</source>
      <translation>RoCE</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="401" />
      <source>your setting</source>
      <translation>您的设置</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="641" />
      <source>(outlasts its {years:g}-year life)</source>
      <translation>（超出其 {years:g} 年寿命）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="645" />
      <source>The run takes {months:,.0f} months of use, longer than the cluster's {years:g}-year life ({life:,.0f} months): the hardware wears out before the run ends; its cost counts every hour at the TCO per hour of use, as if the hardware were renewed at the same cost.</source>
      <translation>本次训练需使用 {months:,.0f} 个月，超过集群 {years:g} 年的寿命（{life:,.0f} 个月）：硬件在训练结束前即已到期；其成本按每使用小时的总拥有成本计入每一小时，相当于按相同成本更新硬件。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="70" />
      <source>published</source>
      <translation>已公布</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="729" />
      <source>{price}/h per instance</source>
      <translation>每台实例每小时 {price}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="73" />
      <source>assumption</source>
      <translation>假设</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="738" />
      <source>{price} per device-hour</source>
      <translation>每设备小时 {price}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="74" />
      <source>unverified</source>
      <translation>未核实</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="747" />
      <source>{price} per device</source>
      <translation>每设备 {price}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="75" />
      <source>your quote</source>
      <translation>您的报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="750" />
      <source>(a {offer}'s share)</source>
      <translation>（{offer}分摊价）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="78" />
      <source>Spot capacity can be reclaimed at any time and its price moves by the hour: checkpoint often.</source>
      <translation>竞价实例随时可能被回收，价格按小时变动：请经常保存检查点。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="79" />
      <source>A capacity block reserves the instances for a chosen window, paid up front.</source>
      <translation>容量块在选定的时间窗口内预留实例，需预先付款。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="795" />
      <source>{range} (costed at the middle)</source>
      <translation>{range}（按中点计算）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="799" />
      <source>{price}</source>
      <translation>{price}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="803" />
      <source>Racks as quoted</source>
      <translation>按报价的整机柜</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="803" />
      <source>Servers as quoted</source>
      <translation>按报价的服务器</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="822" />
      <source>{items} x {per} devices x {price} per device ({offer})</source>
      <translation>{items} 台 × 每台 {per} 卡 × 每卡 {price}（{offer}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="831" />
      <source>Accelerators</source>
      <translation>加速卡</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="832" />
      <source>{n} x {price}</source>
      <translation>{n} × {price}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="834" />
      <source>{how} ({offer})</source>
      <translation>{how}（{offer}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="840" />
      <source>{system}: {source} ({confidence}, {as_of})</source>
      <translation>{system}：{source}（{confidence}，{as_of}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="848" />
      <source>Servers</source>
      <translation>服务器</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="848" />
      <source>in the quote: nothing added</source>
      <translation>报价已包含：不另加</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="855" />
      <source>{system}: sold whole, the price per device includes it</source>
      <translation>{system}：整体出售，每卡价格已包含</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="864" />
      <source>Servers (host beyond the accelerators)</source>
      <translation>服务器（加速卡之外的主机）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="871" />
      <source>server of {per}</source>
      <translation>{per} 卡服务器</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="871" />
      <source>servers of {per}</source>
      <translation>{per} 卡服务器</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="880" />
      <source>Network adapters</source>
      <translation>网卡</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="882" />
      <source>not listed in the quote; taken as part of the server (ask the vendor)</source>
      <translation>报价未列出；视为服务器的一部分（请向供应商确认）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="888" />
      <source>Scale-out switches</source>
      <translation>横向扩展交换机</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="889" />
      <source>Optics and cables</source>
      <translation>光模块与线缆</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="898" />
      <source>{what} ({fabric})</source>
      <translation>{what}（{fabric}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="900" />
      <source>accelerators</source>
      <translation>加速卡</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="909" />
      <source>{n} {what} x {each}, plus {vat:.0%} VAT</source>
      <translation>{what} {n} × {each}，另加 {vat:.0%} 增值税</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="910" />
      <source>{n} {what} x {each}</source>
      <translation>{what} {n} × {each}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="960" />
      <source>bought</source>
      <translation>购买</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="962" />
      <source>bought as quoted ({offer})</source>
      <translation>按报价购买（{offer}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="967" />
      <source>Owned: {n} device {how} at {range}, costed at the middle of the range ({source}{as_of}).</source>
      <translation>自有：{n} 台设备以 {range} {how}，按区间中点计算（{source}{as_of}）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="968" />
      <source>Owned: {n} devices {how} at {range} each, costed at the middle of the range ({source}{as_of}).</source>
      <translation>自有：{n} 台设备以每台 {range} {how}，按区间中点计算（{source}{as_of}）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="980" />
      <source>Owned: {n} device {how} at {price} ({source}{as_of}).</source>
      <translation>自有：{n} 台设备，{how}单价 {price}（{source}{as_of}）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="981" />
      <source>Owned: {n} devices {how} at {price} each ({source}{as_of}).</source>
      <translation>自有：{n} 台设备，{how}单价 {price}（{source}{as_of}）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="991" />
      <source>Capital outlay {total} = {lines}.</source>
      <translation>资本支出 {total} = {lines}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/tco.py" line="995" />
      <source>{label} {amount}</source>
      <translation>{label} {amount}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workload_costs.py" line="26" />
      <source>not a training device (inference, consumer or CPU part): not estimated</source>
      <translation>不是训练设备（推理、消费级或 CPU）：不估算</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workload_costs.py" line="27" />
      <source>no price under this basis: days only</source>
      <translation>该口径下没有价格：只给天数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workload_costs.py" line="28" />
      <source>its price is older than {months} months: marked, never best</source>
      <translation>其价格已超过 {months} 个月：已标注，不计为最优</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workload_costs.py" line="52" />
      <source>{workload} on {n:,}</source>
      <translation>{workload}，{n:,} 台</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workload_costs.py" line="87" />
      <source>does not fit in memory: {advice}</source>
      <translation>放不下内存：{advice}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workload_costs.py" line="95" />
      <source>{basis}: {why}</source>
      <translation>{basis}：{why}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workloads.py" line="353" />
      <source>layers and hidden size as given</source>
      <translation>层数和隐藏维度按给定</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workloads.py" line="355" />
      <source>layers and hidden size guessed from the active parameters</source>
      <translation>层数和隐藏维度由激活参数推算</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workloads.py" line="359" />
      <source>layers share their weights: the shape given holds at least twice the parameters, so FLOPs per token follow the shape (every layer computed) and memory the parameters</source>
      <translation>各层共享权重：给定的形状容纳的权重至少是参数量的两倍，因此每 token 的 FLOPs 按形状计算（每一层都参与计算），显存按参数量计算</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workloads.py" line="383" />
      <source>--active-params below --params is a mixture of experts: among vision models it applies to a sparse MoE vision or diffusion transformer (--model-kind vit), not to a CNN.</source>
      <translation>--active-params 小于 --params 表示混合专家模型：在视觉模型中，它适用于稀疏 MoE 视觉或扩散 Transformer（--model-kind vit），不适用于 CNN。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workloads.py" line="446" />
      <source>a CNN over a latent (--latent-factor) is taken as a latent diffusion U-Net: FLOPs per image from the diffusion U-Net family's FLOPs per parameter, at these parameters and the latent's pixels</source>
      <translation>在潜空间上运行的 CNN（--latent-factor）按潜空间扩散 U-Net 计：每张图像的 FLOPs 取扩散 U-Net 系列每个参数的 FLOPs，按这些参数和潜空间的像素计算</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workloads.py" line="451" />
      <source>FLOPs per image from the named family's FLOPs per parameter, at these parameters</source>
      <translation>每张图像的 FLOPs 取自所指模型族的每参数 FLOPs，按这些参数计算</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workloads.py" line="453" />
      <source>shape and FLOPs per image of the named preset</source>
      <translation>取所命名预设的形状与每张图像 FLOPs</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workloads.py" line="455" />
      <source>shape and FLOPs per image scaled from the preset nearest in parameters</source>
      <translation>取参数量最接近的预设的形状与每张图像 FLOPs 并按比例缩放</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workloads.py" line="478" />
      <source>FLOPs per image from the forward FLOPs per sample given (--flops-per-sample), x 3 passes x 2</source>
      <translation>每张图像的 FLOPs 取自给定的每样本前向 FLOPs（--flops-per-sample），× 3 次传递 × 2</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workloads.py" line="480" />
      <source>FLOPs per image from the parameters at the image's pixels: each weight applied at the positions per pixel of published CNNs (their median; half of them lie within x0.6-x1.15 of it, AlexNet at x0.07)</source>
      <translation>每张图像的 FLOPs 由参数量和图像像素数得出：每个权重作用的位置数按已发表 CNN 的每像素位置数计（取其中位数；半数网络在其 x0.6-x1.15 之间，AlexNet 为 x0.07）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workloads.py" line="513" />
      <source>--activations-per-sample is a CNN's stored activation bytes per image at the image size trained (16-bit, as torchinfo's 'Forward/backward pass size' of one image in FP32, halved), a positive number; give --model-kind cnn or a CNN preset</source>
      <translation>--activations-per-sample 是 CNN 在训练图像尺寸下每张图像存储的激活字节数（16 位，即 torchinfo 对一张 FP32 图像给出的 'Forward/backward pass size' 的一半），须为正数；请给出 --model-kind cnn 或一个 CNN 预设</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workloads.py" line="579" />
      <source>--views is a count of views per image ('2') or terms of count x side in pixels joined by '+' ('2x224+6x96')</source>
      <translation>--views 是每张图像的视图数（'2'），或以 '+' 连接的“数量 x 边长（像素）”项（'2x224+6x96'）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workloads.py" line="736" />
      <source>A patch size applies to a ViT or diffusion transformer (--model-kind vit).</source>
      <translation>图块（patch）大小只适用于 ViT 或扩散 Transformer（--model-kind vit）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workloads.py" line="737" />
      <source>A latent downsampling factor applies to a diffusion model over a VAE's latent: a diffusion transformer (--model-kind vit) or U-Net (--model-kind cnn).</source>
      <translation>潜空间下采样倍数只适用于在 VAE 潜空间上训练的扩散模型：扩散 Transformer（--model-kind vit）或 U-Net（--model-kind cnn）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workloads.py" line="741" />
      <source>The patch is larger than the image (or its latent): give a smaller --patch-size.</source>
      <translation>图块比图像（或其潜空间）还大：请给出更小的 --patch-size。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workloads.py" line="742" />
      <source>--flops-per-sample is a CNN's published forward FLOPs (multiply-adds) per sample, a positive number; give --model-kind cnn</source>
      <translation>--flops-per-sample 是 CNN 已发表的每样本前向 FLOPs（乘加次数），须为正数；请给出 --model-kind cnn</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workloads.py" line="746" />
      <source>The latent downsampling factor is larger than the image: give a smaller --latent-factor.</source>
      <translation>潜空间下采样倍数大于图像边长：请给出更小的 --latent-factor。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workloads.py" line="798" />
      <source>A vocabulary is a number of tokens, 1 or more.</source>
      <translation>词表大小是 token 数，至少为 1。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workloads.py" line="799" />
      <source>A vocabulary applies to a language model, not to a CNN or ViT.</source>
      <translation>词表只适用于语言模型，不适用于 CNN 或 ViT。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workloads.py" line="800" />
      <source>Samples for a language model need a sequence length: its tokens are samples × sequence length.</source>
      <translation>以样本数给出的语言模型需要序列长度：其 token 数为样本数 × 序列长度。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workloads.py" line="803" />
      <source>A recommendation model needs --samples, its dense (MLP) parameters as --active-params (fewer than --params: the rest are embedding tables), --sparse-features (embedding lookups per sample) and --embedding-dim.</source>
      <translation>推荐模型需要 --samples、以 --active-params 给出的稠密（MLP）参数（少于 --params：其余为嵌入表）、--sparse-features（每个样本的嵌入查找数）和 --embedding-dim。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workloads.py" line="807" />
      <source>--sparse-features and --embedding-dim apply to a recommendation model (--model-kind recommendation).</source>
      <translation>--sparse-features 和 --embedding-dim 只适用于推荐模型（--model-kind recommendation）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/core/workloads.py" line="843" />
      <source>a recommendation model: dense parameters multiplied once per sample, embedding rows looked up</source>
      <translation>推荐模型：稠密参数每个样本各乘一次，嵌入行按查找计</translation>
    </message>
    <message>
      <location filename="../../gpucompare/desktop.py" line="65" />
      <source>--install-desktop is for Linux desktops; on Windows and macOS use the bundled app (resources/gpucompare.spec)</source>
      <translation>--install-desktop 用于 Linux 桌面；Windows 和 macOS 请使用打包好的应用（resources/gpucompare.spec）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/desktop.py" line="83" />
      <source>cannot write {path}: {error}</source>
      <translation>无法写入 {path}：{error}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/download.py" line="141" />
      <source>download cancelled; nothing was changed</source>
      <translation>下载已取消；未做任何更改</translation>
    </message>
    <message>
      <location filename="../../gpucompare/download.py" line="144" />
      <source>could not download {url}: no complete answer within {s:g} s; nothing was changed</source>
      <translation>无法下载 {url}：{s:g} 秒内未收到完整响应；未做任何更改</translation>
    </message>
    <message>
      <location filename="../../gpucompare/download.py" line="157" />
      <source>could not download {url} ({error}); nothing was changed</source>
      <translation>无法下载 {url}（{error}）；未做任何更改</translation>
    </message>
    <message>
      <location filename="../../gpucompare/download.py" line="184" />
      <source>no answer within {s:g} s</source>
      <translation>{s:g} 秒内无响应</translation>
    </message>
    <message>
      <location filename="../../gpucompare/download.py" line="186" />
      <source>the answer was cut short</source>
      <translation>响应不完整</translation>
    </message>
    <message>
      <location filename="../../gpucompare/download.py" line="188" />
      <source>not a valid HTTP answer: {what}</source>
      <translation>不是有效的 HTTP 响应：{what}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/download.py" line="214" />
      <source>{url}: a redirect without an address</source>
      <translation>{url}：重定向未给出地址</translation>
    </message>
    <message>
      <location filename="../../gpucompare/download.py" line="220" />
      <source>could not download {url}: the server answered {status} {reason}; nothing was changed</source>
      <translation>无法下载 {url}：服务器返回 {status} {reason}；未做任何更改</translation>
    </message>
    <message>
      <location filename="../../gpucompare/download.py" line="230" />
      <source>{url}: more than {n} redirects; not followed</source>
      <translation>{url}：重定向超过 {n} 次；未跟随</translation>
    </message>
    <message>
      <location filename="../../gpucompare/download.py" line="237" />
      <source>{url}: the server sent compressed data ({encoding}) it was not asked for</source>
      <translation>{url}：服务器发送了未请求的压缩数据（{encoding}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/download.py" line="248" />
      <source>{url}: the server gave an invalid length ({text})</source>
      <translation>{url}：服务器给出的长度无效（{text}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/download.py" line="265" />
      <source>could not download {url}: the answer was cut short ({got:,} of {length:,} bytes); nothing was changed</source>
      <translation>无法下载 {url}：响应不完整（收到 {got:,} / {length:,} 字节）；未做任何更改</translation>
    </message>
    <message>
      <location filename="../../gpucompare/download.py" line="290" />
      <source>{url}: only http(s) addresses are read</source>
      <translation>{url}：只读取 http(s) 地址</translation>
    </message>
    <message>
      <location filename="../../gpucompare/download.py" line="293" />
      <source>{url}: no host name in the address</source>
      <translation>{url}：地址中没有主机名</translation>
    </message>
    <message>
      <location filename="../../gpucompare/download.py" line="299" />
      <source>{url}: not a valid address</source>
      <translation>{url}：不是有效地址</translation>
    </message>
    <message>
      <location filename="../../gpucompare/download.py" line="349" />
      <source>{url}: a redirect to a {scheme}:// address; not followed</source>
      <translation>{url}：重定向到 {scheme}:// 地址；未跟随</translation>
    </message>
    <message>
      <location filename="../../gpucompare/download.py" line="362" />
      <source>{url}: a redirect to a local address; not followed</source>
      <translation>{url}：重定向到本地地址；未跟随</translation>
    </message>
    <message>
      <location filename="../../gpucompare/download.py" line="368" />
      <source>{url}: a redirect to a local address or another port; not followed</source>
      <translation>{url}：重定向到本地地址或其他端口；未跟随</translation>
    </message>
    <message>
      <location filename="../../gpucompare/download.py" line="58" />
      <source>give a file or an http(s) URL to read</source>
      <translation>请提供要读取的文件或 http(s) 网址</translation>
    </message>
    <message>
      <location filename="../../gpucompare/download.py" line="64" />
      <source>{scheme}:// addresses are not read; give a file or an http(s) URL</source>
      <translation>不读取 {scheme}:// 地址；请提供文件或 http(s) 网址</translation>
    </message>
    <message>
      <location filename="../../gpucompare/download.py" line="87" />
      <source>{file}: cannot be read ({error})</source>
      <translation>{file}：无法读取（{error}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/download.py" line="90" />
      <source>{file} is not a regular file (a pipe or a device); save it as a file</source>
      <translation>{file} 不是普通文件（是管道或设备）；请先另存为文件</translation>
    </message>
    <message>
      <location filename="../../gpucompare/download.py" line="98" />
      <source>{what} is larger than {mb:g} MB; nothing was read</source>
      <translation>{what}大于 {mb:g} MB；未读取任何内容</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/about.py" line="115" />
      <source>About gpucompare</source>
      <translation>关于 gpucompare</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/about.py" line="21" />
      <source>Epoch AI's accelerator data: the catalog's base layer</source>
      <translation>Epoch AI 的加速器数据：目录的基础层</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/about.py" line="22" />
      <source>Curated accelerators and CPUs: links, scale-out, aliases, die area, checked figures</source>
      <translation>人工整理的加速器和 CPU：互联、横向扩展、别名、芯片面积、核对过的数据</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/about.py" line="23" />
      <source>Single values with their own source: derived gaps, die areas</source>
      <translation>带独立来源的单个数值：推算补全的空缺、芯片面积</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/about.py" line="24" />
      <source>Cloud instances and their on-demand prices</source>
      <translation>云实例及按需价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/about.py" line="25" />
      <source>Reference prices per market (US, China) with date and confidence</source>
      <translation>按市场（美国、中国）的参考价格，附日期和可信度</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/about.py" line="26" />
      <source>US export rules and China's measures, dated (an indication, not legal advice)</source>
      <translation>美国出口规则和中国的措施，附日期（仅供参考，不构成法律意见）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/about.py" line="27" />
      <source>Model presets</source>
      <translation>模型预设</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/about.py" line="28" />
      <source>Measured throughputs</source>
      <translation>实测吞吐量</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/about.py" line="29" />
      <source>Compute utilization per device family</source>
      <translation>各设备系列的算力利用率</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/about.py" line="30" />
      <source>Published training runs used to check the utilization</source>
      <translation>用于校准利用率的已发表训练记录</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/about.py" line="31" />
      <source>Estimator defaults</source>
      <translation>估算默认值</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/about.py" line="32" />
      <source>Exchange rates</source>
      <translation>汇率</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/about.py" line="33" />
      <source>Claims made by the source articles</source>
      <translation>来源文章中的说法</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/about.py" line="52" />
      <source>Compare AI-training accelerators, import vendor price sheets, and estimate training time and cost. Every figure carries its source and date.</source>
      <translation>对比 AI 训练加速卡，导入供应商报价表，估算训练时间与成本。每个数据都注明来源与日期。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/about.py" line="54" />
      <source>Data sources</source>
      <translation>数据来源</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/about.py" line="55" />
      <source>Throughputs are dense tensor peaks (no 2:4 sparsity). Hover a table cell to see its source.</source>
      <translation>吞吐量为稠密张量峰值（不含 2:4 稀疏）。鼠标悬停表格单元格可查看来源。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/about.py" line="58" />
      <source>The catalog's base is Epoch AI, 'Data on Machine Learning Hardware' (https://epoch.ai/data/machine-learning-hardware), used under the Creative Commons Attribution 4.0 licence (CC BY 4.0); curated rows add to it and are credited row by row.</source>
      <translation>目录的基础数据来自 Epoch AI《Data on Machine Learning Hardware》（https://epoch.ai/data/machine-learning-hardware），依据知识共享署名 4.0 许可（CC BY 4.0）使用；人工整理的行在其上补充，并逐行注明来源。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/about.py" line="68" />
      <source>Rows</source>
      <translation>行数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/about.py" line="68" />
      <source>Table</source>
      <translation>数据表</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/about.py" line="69" />
      <source>Dated</source>
      <translation>日期范围</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/about.py" line="95" />
      <source>Workspace</source>
      <translation>工作区</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/catalog_update_dialog.py" line="100" />
      <source>Update catalog</source>
      <translation>更新目录</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/catalog_update_dialog.py" line="102" />
      <source>The catalog's base layer is {cite} (CC BY 4.0), published daily. Give its CSV (a file, or the URL below), preview the changes, then apply them. Curated rows and your own devices are not touched; every update is kept, so you can go back to an earlier version.</source>
      <translation>目录的基础层是 {cite}（CC BY 4.0），每日发布。请提供其 CSV（文件或下面的网址），预览更改后再应用。人工整理的行和您自己的设备不受影响；每次更新都会保留，您可以回到之前的版本。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/catalog_update_dialog.py" line="111" />
      <source>Browse…</source>
      <translation>浏览…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/catalog_update_dialog.py" line="113" />
      <source>Preview</source>
      <translation>预览</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/catalog_update_dialog.py" line="115" />
      <source>Cancel</source>
      <translation>取消</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/catalog_update_dialog.py" line="124" />
      <source>Catalog versions kept in this workspace</source>
      <translation>此工作区保留的目录版本</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/catalog_update_dialog.py" line="125" />
      <source>Preview going back</source>
      <translation>预览回退</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/catalog_update_dialog.py" line="128" />
      <source>Versions:</source>
      <translation>版本：</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/catalog_update_dialog.py" line="135" />
      <source>I have read the warnings above: apply this file anyway</source>
      <translation>我已阅读上述警告：仍然应用此文件</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/catalog_update_dialog.py" line="158" />
      <source>CSV files (*.csv)</source>
      <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/catalog_update_dialog.py" line="158" />
      <source>Epoch AI hardware CSV</source>
      <translation>Epoch AI 硬件 CSV</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/catalog_update_dialog.py" line="165" />
      <source>before the first update</source>
      <translation>首次更新之前</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/catalog_update_dialog.py" line="166" />
      <source>{n}: {when}, {rows} rows, from {source}</source>
      <translation>{n}：{when}，{rows} 行，来自 {source}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/catalog_update_dialog.py" line="174" />
      <source>(in use)</source>
      <translation>（使用中）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/catalog_update_dialog.py" line="220" />
      <source>Reading {source}…</source>
      <translation>正在读取 {source}…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/catalog_update_dialog.py" line="245" />
      <source>Check before applying: {risks}</source>
      <translation>应用前请检查：{risks}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/catalog_update_dialog.py" line="247" />
      <source>No changes.</source>
      <translation>没有变更。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/catalog_update_dialog.py" line="249" />
      <source>Apply</source>
      <translation>应用</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/catalog_update_dialog.py" line="249" />
      <source>Go back to this version</source>
      <translation>回到此版本</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/catalog_update_dialog.py" line="275" />
      <source>Applying…</source>
      <translation>正在应用…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/catalog_update_dialog.py" line="282" />
      <source>Applied: the catalog now holds {n} devices.</source>
      <translation>已应用：目录现有 {n} 个设备。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/catalog_update_dialog.py" line="65" />
      <source>Cancelled; nothing was changed.</source>
      <translation>已取消；未做任何更改。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/catalog_update_dialog.py" line="79" />
      <source>The catalog could not be updated ({error}); nothing was changed, and the details are in the log.</source>
      <translation>无法更新目录（{error}）；未做任何更改，详情见日志。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/chart.py" line="268" />
      <source>Names</source>
      <translation>名称</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/chart.py" line="270" />
      <source>Old prices</source>
      <translation>旧价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/chart.py" line="272" />
      <source>Also show devices whose price is older than {months} months (left off by default; never counted best)</source>
      <translation>同时显示价格超过 {months} 个月的设备（默认不显示；不计为最优）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/chart.py" line="278" />
      <source>Export image…</source>
      <translation>导出图片…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/chart.py" line="420" />
      <source>{n} device with a price and a throughput</source>
      <translation>{n} 个设备有价格和吞吐数据</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/chart.py" line="421" />
      <source>{n} devices with a price and a throughput</source>
      <translation>{n} 个设备有价格和吞吐数据</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/chart.py" line="426" />
      <source>; {n} left out (no price under this basis, or no figure)</source>
      <translation>；{n} 个未显示（该价格口径下无价格或无性能数据）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/chart.py" line="428" />
      <source>; {n} hidden by the table's filters</source>
      <translation>；{n} 个被表格筛选隐藏</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/chart.py" line="430" />
      <source>; {n} with a price older than {months} months left off (tick Old prices)</source>
      <translation>；{n} 台价格超过 {months} 个月，未显示（勾选“旧价格”）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/chart.py" line="438" />
      <source>; price ranges are drawn for up to {n:,} devices</source>
      <translation>；价格区间最多为 {n:,} 个设备绘制</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/chart.py" line="440" />
      <source>. Dashed: Pareto frontier (nothing is both cheaper and faster). Dotted: equal price-performance.</source>
      <translation>。虚线：帕累托前沿（没有既更便宜又更快的设备）。点线：性价比相同。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/chart.py" line="444" />
      <source>. Dashed: Pareto frontier (no run is both cheaper and quicker).</source>
      <translation>。虚线：帕累托前沿（没有哪次训练既更便宜又更快）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/chart.py" line="448" />
      <source>Hollow: {what}.</source>
      <translation>空心点：{what}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/chart.py" line="450" />
      <source>Hollow diamonds are rented: {what}.</source>
      <translation>空心菱形为租用：{what}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/chart.py" line="462" />
      <source>Hollow: {what}</source>
      <translation>空心点：{what}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/chart.py" line="464" />
      <source>Hollow diamond: {what}</source>
      <translation>空心菱形：{what}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/chart.py" line="740" />
      <source>Price / throughput</source>
      <translation>价格 / 吞吐</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/chart.py" line="767" />
      <source>Export chart</source>
      <translation>导出图表</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/chart.py" line="767" />
      <source>PNG image (*.png);;SVG drawing (*.svg)</source>
      <translation>PNG 图片 (*.png);;SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/chart.py" line="778" />
      <source>{file}: the image could not be written; nothing was changed</source>
      <translation>{file}：图片未能写入；未做任何更改</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/commands.py" line="14" />
      <source>Import {file}</source>
      <translation>导入 {file}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/commands.py" line="36" />
      <source>Removed the import of {file} ({n} rows)</source>
      <translation>已撤销 {file} 的导入（{n} 行）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/commands.py" line="43" />
      <source>Assign quote to {device}</source>
      <translation>将报价归到 {device}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/commands.py" line="43" />
      <source>unknown device</source>
      <translation>未知设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/commands.py" line="63" />
      <source>Correct a quote's offer</source>
      <translation>更正报价的供货形式</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/commands.py" line="83" />
      <source>Pin a quote</source>
      <translation>固定报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/commands.py" line="83" />
      <source>Unpin a quote</source>
      <translation>取消固定报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/errors.py" line="69" />
      <source>Something went wrong</source>
      <translation>出错了</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/errors.py" line="70" />
      <source>{summary}

Your data is safe. The details were written to {log}.</source>
      <translation>{summary}

你的数据是安全的。详细信息已写入 {log}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1017" />
      <source>From Preferences → Cost of ownership. Source: {source}</source>
      <translation>来自 首选项 → 拥有成本。来源：{source}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="102" />
      <source>16-bit</source>
      <translation>16 位</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="102" />
      <source>4-bit (QLoRA NF4, GPTQ, AWQ)</source>
      <translation>4 位（bitsandbytes NF4、GPTQ、AWQ）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="102" />
      <source>8-bit (LLM.int8, GPTQ)</source>
      <translation>8 位（bitsandbytes INT8、GPTQ）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="106" />
      <source>GRPO (samples are prompts)</source>
      <translation>GRPO（样本为提示）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="107" />
      <source>PPO (samples are prompts)</source>
      <translation>PPO（样本为提示）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1081" />
      <source>Training images</source>
      <translation>训练图像数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1082" />
      <source> B images</source>
      <translation> B 张图像</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1097" />
      <source>Your own model: its parameters and training tokens below</source>
      <translation>自定义模型：在下方填写参数量和训练 token 数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="111" />
      <source>Rented (cloud)</source>
      <translation>租用（云实例）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="112" />
      <source>Bought (reference price)</source>
      <translation>购买（参考价）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="113" />
      <source>Bought (quote by rule)</source>
      <translation>购买（按规则选取的报价）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="114" />
      <source>Rented (your hourly price)</source>
      <translation>租用（自定每卡时价）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="115" />
      <source>Bought (your price)</source>
      <translation>购买（自定单价）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1160" />
      <source>Dense parameters</source>
      <translation>稠密参数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1175" />
      <source>by tokens</source>
      <translation>按 token 数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1178" />
      <source>Samples seen in training (epochs × dataset), in millions</source>
      <translation>训练中见到的样本数（轮数 × 数据集），单位百万</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="118" />
      <source>Rented on a cloud instance</source>
      <translation>租用云实例</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1180" />
      <source>Images seen in training (epochs × dataset), in millions; default: the preset's</source>
      <translation>训练中处理的图像数（轮数 × 数据集大小），单位为百万；默认取预设的值</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1182" />
      <source>A fine-tune as papers state it: training sequences (epochs × examples), in millions; its tokens are samples × sequence length. Left at 'by tokens', the training tokens are used.</source>
      <translation>按论文的写法给出微调：训练序列数（轮数 × 样本数），单位为百万；其 token 数为样本数 × 序列长度。保留“按 token 数”时使用训练 token 数。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="119" />
      <source>Bought at the reference price</source>
      <translation>按参考价购买</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1195" />
      <source>Price per device-hour</source>
      <translation>每卡时价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1197" />
      <source>Electricity ({sym}/kWh)</source>
      <translation>电价（{sym}/kWh）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="120" />
      <source>Bought at the imported quote chosen by rule (or pinned in Quotes)</source>
      <translation>按规则选取（或在报价面板中固定）的导入报价购买</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="121" />
      <source>Rented at a price per device-hour</source>
      <translation>按每卡时价格租用</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="122" />
      <source>Bought at a price per device</source>
      <translation>按单卡价格购买</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="127" />
      <source>* {devices}: the time rests on a generic assumption (no published training run of the family, or a figure the device lacks), so it and the cost are less certain than the band says; see Assumptions.</source>
      <translation>* {devices}：时间基于通用假设（该系列没有公开的训练记录，或设备缺少某项数据），因此时间和成本的不确定性大于区间所示；见“假设”。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="131" />
      <source>The time rests on a generic assumption (see the marked cells and Assumptions).</source>
      <translation>时间基于通用假设（见标注的单元格和“假设”）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1475" />
      <source>never</source>
      <translation>永不</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1475" />
      <source>no rental to compare</source>
      <translation>无可比较的租用方案</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1477" />
      <source>{months:,.1f} months</source>
      <translation>{months:,.1f} 个月</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1481" />
      <source>none (rented)</source>
      <translation>无（租用）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1579" />
      <source>none: does not fit</source>
      <translation>无：放不下内存</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1622" />
      <source>Band driven by: {drivers}</source>
      <translation>区间由以下因素决定：{drivers}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1642" />
      <source>Priced at a price older than {months} months: never marked best</source>
      <translation>按超过 {months} 个月的旧价格计算：不标为最优</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1674" />
      <source>Does not fit in memory on {device}: {advice}</source>
      <translation>{device} 显存不足：{advice}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1681" />
      <source>{device}: {what}</source>
      <translation>{device}：{what}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1683" />
      <source>, </source>
      <translation>、</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1685" />
      <source>Not every estimate rests on the device's own figures or fits ({devices}); hover here for each.</source>
      <translation>并非每个估算都依据设备自身数据或都放得下（{devices}）；悬停此处查看各项。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1690" />
      <source>Does not fit in memory on {devices}; hover here for what would make each fit.</source>
      <translation>{devices} 显存不足；将鼠标悬停在此处可查看各自如何才能放下。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1876" />
      <source>{provider} {instance}, {model}: ${usd:,.2f}/h ({market}, {as_of})</source>
      <translation>{provider} {instance}，{model}：${usd:,.2f}/小时（{market}，{as_of}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1941" />
      <source>Best of the compared devices</source>
      <translation>对比设备中最优</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1962" />
      <source>in the offer</source>
      <translation>报价已含</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1975" />
      <source>Total</source>
      <translation>合计</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="1981" />
      <source>No bought option: the capital outlay applies to a cluster you buy.</source>
      <translation>没有购买选项：资本支出只适用于自购集群。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="375" />
      <source>Cost of this run</source>
      <translation>本次训练成本</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="376" />
      <source>Cost band</source>
      <translation>费用区间</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="377" />
      <source>Capital outlay</source>
      <translation>资本支出</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="378" />
      <source>TCO / commitment</source>
      <translation>总拥有成本 / 承诺金额</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="379" />
      <source>Per month of use</source>
      <translation>每使用月</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="381" />
      <source>Per million tokens</source>
      <translation>每百万 token</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="383" />
      <source>Priced as</source>
      <translation>计价方式</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="384" />
      <source>Instance</source>
      <translation>实例</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="390" />
      <source>Expected days from start to finish: the steady state plus failures, restarts, checkpoints and the other overheads of a run of this length</source>
      <translation>从开始到结束的预期天数：稳态时间加上此长度训练的故障、重启、检查点等开销</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="394" />
      <source>10th-90th percentile of published runs around such an estimate, predicted out of fold</source>
      <translation>公开训练结果相对此类估算的第 10–90 百分位，折外预测</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="395" />
      <source>Days at the steady-state rate a throughput measurement sees</source>
      <translation>按吞吐测量所见的稳态速率计算的天数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="396" />
      <source>Devices × wall-clock hours</source>
      <translation>设备数 × 墙钟小时数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="397" />
      <source>Wall-clock beyond the steady state: failures, restarts, checkpoints, evaluation</source>
      <translation>超出稳态的实际耗时：故障、重启、检查点、评估</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="398" />
      <source>What this run costs: a rented cluster's bill, or a bought cluster's share of its TCO</source>
      <translation>本次训练的成本：租用集群为账单金额，购买集群为其总拥有成本中的分摊部分</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="399" />
      <source>The run's cost over the band of wall time (low–high)</source>
      <translation>按墙钟时间区间的单次训练费用（低–高）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="400" />
      <source>How each device is paid for; choose another in its column</source>
      <translation>每种设备的付费方式；可在其所在列中另选</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="401" />
      <source>Instance and purchase model</source>
      <translation>实例与购买方式</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="402" />
      <source>What buying the cluster costs up front: accelerators, servers and network</source>
      <translation>购买集群的前期投入：加速卡、服务器与网络</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="403" />
      <source>TCO (or a reservation's commitment)</source>
      <translation>总拥有成本（或预留承诺金额）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="404" />
      <source>Cost per month of use</source>
      <translation>每使用月成本</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="405" />
      <source>Break-even: months of use after which buying has cost less than renting the same work, within the cluster's life</source>
      <translation>回本：使用多少个月后，购买的花费低于租用完成相同工作量的花费（在集群寿命之内）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="409" />
      <source>Per million tokens trained</source>
      <translation>每百万训练 token</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="410" />
      <source>Layout: tensor × pipeline × context × data parallel</source>
      <translation>布局：张量 × 流水线 × 上下文 × 数据并行</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="411" />
      <source>Pipeline interleaving: model chunks per pipeline stage (1: none; — : no pipeline)</source>
      <translation>流水线交错：每个流水线阶段的模型块数（1：不交错；—：无流水线）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="412" />
      <source>Expert parallelism: devices an MoE's experts are split over</source>
      <translation>专家并行：MoE 的专家所分布的设备数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="413" />
      <source>Achieved per device (TFLOP/s)</source>
      <translation>单卡实际算力（TFLOP/s）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="414" />
      <source>Communication share of step time</source>
      <translation>通信占每步时间</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="415" />
      <source>Share of each step a pipeline stage waits: (stages - 1) / (chunks x micro-batches)</source>
      <translation>每步中流水线阶段等待的时间占比：(阶段数 − 1) / (分块数 × 微批次数)</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="453" />
      <source>Custom model…</source>
      <translation>自定义模型…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="454" />
      <source> B parameters</source>
      <translation> B 参数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="454" />
      <source>parameters</source>
      <translation>参数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="455" />
      <source> B active</source>
      <translation> B 激活</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="455" />
      <source>active parameters</source>
      <translation>激活参数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="456" />
      <source>all active (dense)</source>
      <translation>全部激活（稠密）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="457" />
      <source> B tokens</source>
      <translation> B token</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="457" />
      <source>tokens</source>
      <translation> token</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="461" />
      <source>by its active parameters</source>
      <translation>按激活参数判断</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="465" />
      <source>What a custom model is: it sets its FLOPs per token or sample, its default sequence and which inputs apply. Left at 'by its active parameters': a decoder-only transformer, or a mixture of experts when its active parameters are below its parameters.</source>
      <translation>自定义模型的类型：决定其每 token 或每样本的 FLOPs、默认序列长度以及适用哪些输入。保持“按激活参数判断”时：为仅解码器 Transformer；激活参数少于总参数时为混合专家模型。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="472" />
      <source>required</source>
      <translation>必填</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="474" />
      <source>Recommendation models: embedding lookups per sample (MLPerf's DLRM-DCNv2 on Criteo: 26)</source>
      <translation>推荐模型：每个样本的嵌入查找次数（MLPerf 的 DLRM-DCNv2 在 Criteo 上：26）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="479" />
      <source>Recommendation models: the embedding tables' width (MLPerf's DLRM-DCNv2: 128)</source>
      <translation>推荐模型：嵌入表的维度（MLPerf 的 DLRM-DCNv2：128）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="481" />
      <source> tokens</source>
      <translation> 个 token</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="482" />
      <source>full causal</source>
      <translation>完整因果注意力</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="484" />
      <source>A causal decoder's sliding attention window in tokens (Mistral 7B: 4,096): each token attends to at most this many before it, and the attention FLOPs shrink with it. Default: full causal attention over the sequence.</source>
      <translation>因果解码器的滑动注意力窗口（token 数，Mistral 7B：4,096）：每个 token 最多关注其前面这么多个 token，注意力 FLOPs 随之减少。默认：对整个序列做完整因果注意力。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="491" />
      <source>auto</source>
      <translation>自动</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="492" />
      <source>MoE: routed experts per token, top-k (default 8, as DeepSeek-V3)</source>
      <translation>MoE：每个 token 路由到的专家数 top-k（默认 8，同 DeepSeek-V3）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="494" />
      <source>none given</source>
      <translation>未提供</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="496" />
      <source>A language model's vocabulary: with its layers and hidden size, the FLOPs per token leave out an untied input embedding (a lookup, no matmul)</source>
      <translation>语言模型的词表大小：与层数和隐藏维度一起给出时，每 token 的 FLOPs 不计未绑定的输入嵌入（只是查表，没有矩阵乘）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="501" />
      <source> GFLOPs</source>
      <translation> GFLOPs</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="502" />
      <source>from its parameters</source>
      <translation>按参数量推算</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="504" />
      <source>A CNN's published forward FLOPs per sample at the image size trained, in billions, counting a multiply-add once (torchvision, fvcore); they replace a CNN preset's; without them a CNN not among the presets has FLOPs that follow its parameters (wide band)</source>
      <translation>CNN 在训练图像尺寸下公布的每样本前向 FLOPs（十亿），一次乘加计为一次（torchvision、fvcore 的口径）；它取代 CNN 预设的数值；不填时，不在预设中的 CNN 的 FLOPs 按参数量推算（区间较宽）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="513" />
      <source> devices</source>
      <translation> 个设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="516" />
      <source>auto: the device's own best training precision (BF16, else FP16, else FP32)</source>
      <translation>自动：设备自身的最佳训练精度（BF16，否则 FP16，否则 FP32）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="523" />
      <source>Interleaved model chunks per pipeline stage (Megatron-LM virtual pipeline)</source>
      <translation>每个流水线阶段交错的模型块数（Megatron-LM 虚拟流水线）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="525" />
      <source>Expert parallelism: devices the experts of an MoE are split over</source>
      <translation>专家并行：MoE 的专家切分到的设备数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="532" />
      <source>Left at its default: the preset's own, or for a custom model derived from its active parameters</source>
      <translation>保持默认：使用预设模型自身的值；自定义模型则由激活参数量推算</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="535" />
      <source>the model's</source>
      <translation>模型自带</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="537" />
      <source>Tokens per training sequence. Left at its default: the preset's, else 512 for encoders, 2,048 below 3B active parameters and 4,096 above. A fine-tune given in samples needs it.</source>
      <translation>每条训练序列的 token 数。保留默认值时：取预设的值，否则编码器为 512，激活参数低于 3B 为 2,048，高于则为 4,096。以样本数给出的微调需要填写它。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="543" />
      <source> M samples</source>
      <translation> 百万样本</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="543" />
      <source>samples</source>
      <translation>样本</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="544" />
      <source> px</source>
      <translation> 像素</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="546" />
      <source>Vision models: the side of a training image in pixels (default: the preset's)</source>
      <translation>视觉模型：训练图像的边长（像素；默认取预设的值）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="550" />
      <source>ViT or diffusion transformer: the patch side in pixels, in latent pixels for a latent diffusion model (default: the preset's). Tokens per image = (image size / latent factor / patch)²</source>
      <translation>ViT 或扩散 Transformer：图块边长，以像素计；潜空间扩散模型以潜空间像素计（默认：预设的值）。每张图像的 token 数 = (图像尺寸 / 潜空间下采样倍数 / 图块)²</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="558" />
      <source>Latent diffusion transformer or U-Net: the VAE's downsampling factor (Stable Diffusion's VAE: 8). A U-Net's FLOPs follow the latent's pixels. The VAE and any text encoder are not counted</source>
      <translation>潜空间扩散 Transformer 或 U-Net：VAE 的下采样倍数（Stable Diffusion 的 VAE 为 8）。U-Net 的 FLOPs 随潜空间的像素数变化。VAE 和文本编码器不计入</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="563" />
      <source> MB per image</source>
      <translation> MB/张图像</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="566" />
      <source>A CNN: its stored activations per image at the image size trained, in MB at 16 bits (torchinfo's 'Forward/backward pass size' of one image in FP32, halved). They drive its memory traffic. Default: the preset's</source>
      <translation>CNN：在训练图像尺寸下每张图像存储的激活，单位 MB，按 16 位计（torchinfo 对一张 FP32 图像给出的 'Forward/backward pass size' 的一半）。它决定显存访问量。默认：预设的值</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="576" />
      <source>A ViT trained on a share of its patches: the share its encoder drops (masked autoencoder, MAE: 0.75; FLIP: 0.5)</source>
      <translation>只用部分图像块训练的 ViT：其编码器丢弃的图像块比例（掩码自编码器 MAE：0.75；FLIP：0.5）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="581" />
      <source> M parameters</source>
      <translation> 百万参数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="582" />
      <source>MAE's</source>
      <translation>MAE 默认</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="584" />
      <source>With a mask ratio: the decoder that sees every patch, in millions of parameters (default: MAE's 25.2M)</source>
      <translation>设置掩码比例时：处理全部图像块的解码器，单位为百万参数（默认：MAE 的 25.2M）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="589" />
      <source>Knowledge distillation: the frozen teacher's parameters, in billions (an MoE teacher's active ones). Each step also runs its forward pass over every token or image position, and its weights are held</source>
      <translation>知识蒸馏：冻结教师模型的参数量，单位十亿（MoE 教师模型取其激活参数）。每一步还要对每个 token 或图像位置运行其前向传播，并保存其权重</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="596" />
      <source>one per image</source>
      <translation>每张图像一个</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="598" />
      <source>Self-supervised vision: augmented views per image, a count (2: MoCo, SimCLR) or count × side terms (2x224+6x96: SwAV; 2x224+10x96: DINO). Each image counts as the sum of (view side / image size)² images</source>
      <translation>自监督视觉：每张图像的增强视图，可为数量（2：MoCo、SimCLR），或“数量 × 边长”项（2x224+6x96：SwAV；2x224+10x96：DINO）。每张图像按各视图 (视图边长 / 图像尺寸)² 之和计为若干张图像</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="605" />
      <source> M tokens</source>
      <translation> 百万 token</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="609" />
      <source>Global batch in millions of tokens. Left at its default, it follows the DeepSeek LLM batch-size law (arXiv:2401.02954) with a per-device floor.</source>
      <translation>全局批量（百万 token）。保持默认时按 DeepSeek LLM 批量规律（arXiv:2401.02954）计算，并设每设备下限。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="621" />
      <source>A fine-tune on preference pairs, samples counting pairs: both completions of each pair go through the model; DPO also runs a frozen reference model forward over both (Rafailov et al. 2023).</source>
      <translation>基于偏好对的微调，样本数按对计：每对的两个回答都经过模型；DPO 还会让冻结的参考模型对两者做前向传播（Rafailov 等，2023）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="630" />
      <source>A LoRA on a quantised base: every micro-batch dequantises the base's weights, a measured time per weight beside the matmuls (ms-swift's benchmark on one A100).</source>
      <translation>量化基座上的 LoRA：每个微批次都要反量化基座权重，按每个权重的实测时间与矩阵乘法并列计入（ms-swift 在单张 A100 上的基准测试）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="639" />
      <source>Reinforcement-learning post-training, samples counting prompts: each step decodes its answers token by token (memory-bound: the weights and key/value cache read once per decode step), scores them (actor and reference forward; PPO also reward model and critic) and trains the actor (PPO also the critic).</source>
      <translation>强化学习后训练，样本数按提示计：每一步逐词元解码生成回答（受显存带宽限制：每个解码步读取一遍权重和键值缓存），对其打分（策略模型与参考模型前向；PPO 另加奖励模型与价值模型），再训练策略模型（PPO 另训练价值模型）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="647" />
      <source>one</source>
      <translation>一个</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="648" />
      <source>Answers sampled per prompt (GRPO's group size)</source>
      <translation>每个提示采样的回答数（GRPO 的组大小）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="650" />
      <source>half the sequence</source>
      <translation>序列的一半</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="651" />
      <source>Mean generated tokens per answer (default: half the sequence length, said)</source>
      <translation>每个回答平均生成的词元数（默认：序列长度的一半，并在假设中说明）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="654" />
      <source>Prompts per step: the rollout batch the engines share (default: as they hold)</source>
      <translation>每步提示数：各推理引擎分担的采样批量（默认：以引擎容量为准）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="656" />
      <source>the actor's</source>
      <translation>与策略模型相同</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="657" />
      <source>PPO: the critic's and reward model's parameters, in millions</source>
      <translation>PPO：价值模型与奖励模型的参数量（百万）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="662" />
      <source>The optimizer whose states each trained parameter holds: AdamW keeps an FP32 master copy and two FP32 moments (12 bytes), 8-bit AdamW two 8-bit moments (Dettmers et al. 2021), Adafactor factored moments (Shazeer and Stern 2018), SGD one momentum.</source>
      <translation>每个训练参数所保存状态的优化器：AdamW 保留 FP32 主权重副本和两个 FP32 矩（12 字节），8 位 AdamW 保留两个 8 位矩（Dettmers 等，2021），Adafactor 保留分解的矩（Shazeer 和 Stern，2018），SGD 保留一个动量。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="670" />
      <source>Train the BF16 weights directly, without FP32 master copies (torchtune's default precision)</source>
      <translation>直接训练 BF16 权重，不保留 FP32 主权重副本（torchtune 的默认精度）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="674" />
      <source>Step each parameter in the backward pass and free its gradient (torchtune's optimizer-in-backward); needs one micro-batch per step</source>
      <translation>在反向传播中逐个更新参数并释放其梯度（torchtune 的 optimizer-in-backward）；要求每步只有一个微批次</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="689" />
      <source>fitted</source>
      <translation>拟合值</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="692" />
      <source>from the run</source>
      <translation>按训练情况</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="695" />
      <source> years</source>
      <translation> 年</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="697" />
      <source>Default: from the run, steady-state time / wall-clock from failures per device-hour ({rate}; source: {source}), checkpoints and the run's length.</source>
      <translation>默认：按训练情况，由每卡时故障率（{rate}；来源：{source}）、检查点和训练时长得出稳态时间 / 实际耗时。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="705" />
      <source>Left at 'fitted', the matmul utilization fitted on published runs with cross-validation (one value, a family's own where that predicts better); Edit → Preferences → Estimates lists each family's.</source>
      <translation>保留为“拟合值”时，使用按公开训练结果交叉验证拟合的矩阵乘利用率（统一数值；某系列单独取值预测更准时用其自身数值）；编辑 → 偏好设置 → 估算 列出各系列的数值。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="711" />
      <source>Model and cluster</source>
      <translation>模型与集群</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="739" />
      <source>Training</source>
      <translation>训练方式</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="740" />
      <source>Samples are</source>
      <translation>样本为</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="741" />
      <source>Base weights</source>
      <translation>基座权重</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="742" />
      <source>Reinforcement learning</source>
      <translation>强化学习</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="743" />
      <source>Samples per prompt</source>
      <translation>每提示样本数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="744" />
      <source>Generated tokens</source>
      <translation>生成词元数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="745" />
      <source>Prompts per step</source>
      <translation>每步提示数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="746" />
      <source>Critic</source>
      <translation>价值模型</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="757" />
      <source>ZeRO</source>
      <translation>ZeRO</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="766" />
      <source>Parallelism</source>
      <translation>并行方式</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="768" />
      <source>Recompute</source>
      <translation>重计算</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="769" />
      <source>Cost and assumptions</source>
      <translation>成本与假设</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="778" />
      <source>PUE</source>
      <translation>PUE</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="802" />
      <source>Compare devices (tick them in the table) to estimate training on each of them here.</source>
      <translation>在表格中勾选要对比的设备，即可在此估算它们各自的训练情况。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="807" />
      <source>Costs in CNY and USD side by side</source>
      <translation>并列显示人民币和美元成本</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="840" />
      <source>Rent or buy</source>
      <translation>租用还是购买</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="841" />
      <source>Rent or buy over time</source>
      <translation>租用还是购买（随时间）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="842" />
      <source>Decision</source>
      <translation>决策</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="843" />
      <source>Buy or rent with its uncertainty: what moves the choice most</source>
      <translation>买还是租及其不确定性：什么最影响选择</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="844" />
      <source>Cost lines</source>
      <translation>费用明细</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="845" />
      <source>The capital outlay line by line, to the cent, with sources</source>
      <translation>逐行列出资本支出，精确到分，附来源</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="846" />
      <source>Assumptions</source>
      <translation>假设</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="847" />
      <source>Assumptions and sources</source>
      <translation>假设与来源</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="94" />
      <source>LoRA fine-tune</source>
      <translation>低秩适配微调</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="94" />
      <source>full fine-tune</source>
      <translation>全参数微调</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="94" />
      <source>pre-training</source>
      <translation>预训练</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="97" />
      <source>one sequence a sample</source>
      <translation>每个样本一条序列</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="98" />
      <source>preference pairs (DPO)</source>
      <translation>偏好对（DPO）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/estimate_panel.py" line="99" />
      <source>preference pairs, no reference (ORPO)</source>
      <translation>偏好对，无参考模型（ORPO）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/export_task.py" line="36" />
      <source>{file} could not be written ({error}); nothing was changed, and the details are in the log.</source>
      <translation>无法写入 {file}（{error}）；未做任何更改，详情见日志。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/export_task.py" line="49" />
      <source>Writing {file}…</source>
      <translation>正在写入 {file}…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/export_task.py" line="50" />
      <source>Export</source>
      <translation>导出</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/export_task.py" line="57" />
      <source>Saved {path}</source>
      <translation>已保存 {path}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/glossary.py" line="25" />
      <source>Glossary</source>
      <translation>术语表</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/hardware_view.py" line="199" />
      <source>Tick one or more; none ticked shows all</source>
      <translation>可勾选一个或多个；都不勾选则显示全部</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/hardware_view.py" line="329" />
      <source>Search name, vendor or alias</source>
      <translation>搜索名称、厂商或别名</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/hardware_view.py" line="332" />
      <source>All categories</source>
      <translation>全部类别</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/hardware_view.py" line="338" />
      <source>any</source>
      <translation>不限</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/hardware_view.py" line="341" />
      <source>Only devices with at least this much accelerator memory (HBM or GDDR); a CPU's host RAM does not count</source>
      <translation>只显示加速卡显存（HBM 或 GDDR）不少于此值的设备；CPU 的主机内存不计入</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/hardware_view.py" line="348" />
      <source>Any link</source>
      <translation>任意互联</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/hardware_view.py" line="351" />
      <source>Obtainable in China today</source>
      <translation>目前在中国可获得</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/hardware_view.py" line="353" />
      <source>Only parts the export indication lets a buyer in China obtain today (US rules and China's own measures, each with its date). An indication, not legal advice.</source>
      <translation>只显示出口指示表明中国买家目前可获得的芯片（美国规则和中国自身的措施，各附日期）。仅供参考，不构成法律意见。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/hardware_view.py" line="359" />
      <source>Clear filters</source>
      <translation>清除筛选</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/hardware_view.py" line="360" />
      <source>Columns</source>
      <translation>列</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/hardware_view.py" line="377" />
      <source>Memory ≥</source>
      <translation>显存 ≥</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/hardware_view.py" line="454" />
      <source>All vendors</source>
      <translation>全部厂商</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/hardware_view.py" line="457" />
      <source>{prec} ≥</source>
      <translation>{prec} ≥</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/hardware_view.py" line="459" />
      <source>Only devices with at least this dense {prec} peak</source>
      <translation>只显示 {prec} 稠密峰值不低于此值的设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/hardware_view.py" line="538" />
      <source>{shown} of {total}</source>
      <translation>{shown} / {total}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/hardware_view.py" line="570" />
      <source>Add to comparison</source>
      <translation>加入对比</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/hardware_view.py" line="572" />
      <source>Remove from comparison</source>
      <translation>移出对比</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/hardware_view.py" line="576" />
      <source>Copy rows</source>
      <translation>复制行</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/hardware_view.py" line="607" />
      <source>Default columns</source>
      <translation>默认列</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/hardware_view.py" line="618" />
      <source>{header}, at the chosen precision</source>
      <translation>{header}，所选精度</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="109" />
      <source>instance of {n:g}</source>
      <translation>{n:g} 卡实例</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="109" />
      <source>server of {n:g}</source>
      <translation>{n:g} 卡整机</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="113" />
      <source>{item}; price per device = item price / {n:g}</source>
      <translation>{item}；单卡价格 = 报价 / {n:g}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="116" />
      <source>VAT included ({pct:.3g}%)</source>
      <translation>含增值税（{pct:.3g}%）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="119" />
      <source>without VAT ({pct:.3g}%)</source>
      <translation>不含增值税（{pct:.3g}%）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="120" />
      <source>without VAT</source>
      <translation>不含增值税</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="130" />
      <source>instance {name}</source>
      <translation>实例 {name}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="137" />
      <source>list price {price}</source>
      <translation>目录价 {price}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="170" />
      <source>cloud rate card</source>
      <translation>云价格表</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="170" />
      <source>price quote</source>
      <translation>报价单</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="170" />
      <source>spec sheet</source>
      <translation>规格表</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="175" />
      <source>A quote is a price per device: a server's or an instance's price is divided by its accelerators (what it was is kept). Where a sheet gives prices with and without VAT, the VAT-inclusive one is the price. The net or contract price beats list price and MSRP (kept as context). Hidden rows, columns and sheets are skipped. Subtotal, tax, shipping, installation, service and bank rows are not products. A quote whose sheet does not state its condition is read as new.</source>
      <translation>报价按单卡计：整机或实例的价格除以其加速卡数（保留原来的报价对象）。表格同时给出含税和不含税价格时，以含税价为准。成交价或合同价优先于目录价和建议零售价（后者保留作参考）。隐藏的行、列和工作表会被跳过。小计、税金、运费、安装、服务和银行信息行不是产品。表格未写明成色的报价按全新读取。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="202" />
      <source>Import cancelled; nothing was written.</source>
      <translation>已取消导入；未写入任何内容。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="224" />
      <source>The sheet could not be read ({error}); nothing was written, and the details are in the log.</source>
      <translation>无法读取该表格（{error}）；未写入任何内容，详情已记入日志。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="257" />
      <source>from the sheet's title, else the file name</source>
      <translation>取自表格标题，否则用文件名</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="259" />
      <source>as the sheet says</source>
      <translation>按表格所写</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="272" />
      <source>File</source>
      <translation>文件</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="272" />
      <source>Kind of sheet</source>
      <translation>表格类型</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="279" />
      <source>Currency of unmarked prices</source>
      <translation>未标货币的价格按</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="281" />
      <source>Header row</source>
      <translation>表头行</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="296" />
      <source>Double-click a row to choose its device</source>
      <translation>双击一行以选择其设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="303" />
      <source>Why it was not imported</source>
      <translation>未导入的原因</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="312" />
      <source>Sheet</source>
      <translation>工作表</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="314" />
      <source>Quotes</source>
      <translation>报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="316" />
      <source>Rejected</source>
      <translation>已拒绝</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="317" />
      <source>Notes</source>
      <translation>备注</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="326" />
      <source>Import</source>
      <translation>导入</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="391" />
      <source>could be {names}</source>
      <translation>可能是 {names}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="414" />
      <source>check</source>
      <translation>待核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="417" />
      <source>Confidence {pct:.0%}</source>
      <translation>置信度 {pct:.0%}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="421" />
      <source>Row</source>
      <translation>行</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="422" />
      <source>Model as written</source>
      <translation>表中型号</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="423" />
      <source>Double-click to choose another device</source>
      <translation>双击以选择其他设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="428" />
      <source>As written: {text} (cell {cell})</source>
      <translation>原文：{text}（单元格 {cell}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="434" />
      <source>Price column</source>
      <translation>价格列</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="438" />
      <source>Quantity</source>
      <translation>数量</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="439" />
      <source>Devices per item</source>
      <translation>每件含卡数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="440" />
      <source>Kind</source>
      <translation>类型</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="441" />
      <source>Check</source>
      <translation>核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="442" />
      <source>Offer</source>
      <translation>供货形式</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="444" />
      <source>Warnings</source>
      <translation>警告</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="448" />
      <source>What was quoted</source>
      <translation>报价对象</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="449" />
      <source>Lead time</source>
      <translation>交期</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="487" />
      <source>new device: </source>
      <translation>新设备：</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="492" />
      <source>Id</source>
      <translation>编号</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="493" />
      <source>What changes</source>
      <translation>变更内容</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="537" />
      <source>Reading the sheet…</source>
      <translation>正在读取表格…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="56" />
      <source>purchase</source>
      <translation>采购</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="57" />
      <source>on-demand per hour</source>
      <translation>按需每小时</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="58" />
      <source>reserved per hour</source>
      <translation>预留每小时</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="580" />
      <source>{name} (from the file name)</source>
      <translation>{name}（取自文件名）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="582" />
      <source>The sheet names no company: type who sent it, else its quotes are kept under '{name}'.</source>
      <translation>表格中没有写明公司：请填写报价方，否则其报价将记在“{name}”名下。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="59" />
      <source>lease per month</source>
      <translation>每月租赁</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="597" />
      <source>Quotes ({n})</source>
      <translation>报价（{n}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="598" />
      <source>Devices ({n})</source>
      <translation>设备（{n}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="599" />
      <source>Rejected ({n})</source>
      <translation>已拒绝（{n}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="60" />
      <source>rent per month</source>
      <translation>按月租金</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="600" />
      <source>Notes ({n})</source>
      <translation>提示（{n}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="603" />
      <source>{n} devices to add or change</source>
      <translation>{n} 个设备要添加或修改</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="605" />
      <source>{n} quotes, {m} matched to a device</source>
      <translation>{n} 条报价，{m} 条已匹配设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="608" />
      <source>Sheet {sheet!r}, header on row {row}, vendor {vendor}, dated {date}: {what}; rejected rows: {r}.</source>
      <translation>工作表 {sheet!r}，表头在第 {row} 行，供应商 {vendor}，日期 {date}：{what}；被拒绝的行：{r}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="651" />
      <source>Which column holds what (the header is row {row}); change one and the preview updates.</source>
      <translation>各列含义（表头在第 {row} 行）；修改任一项，预览随即更新。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="664" />
      <source>(none)</source>
      <translation>（无）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="685" />
      <source>Device for row {row}</source>
      <translation>第 {row} 行的设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="686" />
      <source>{model!r} is:</source>
      <translation>{model!r} 是：</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="72" />
      <source>host</source>
      <translation>主机</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="75" />
      <source>network cards</source>
      <translation>网卡</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="76" />
      <source>switch</source>
      <translation>交换机</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="77" />
      <source>optics</source>
      <translation>光模块</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="89" />
      <source>with {parts}</source>
      <translation>含{parts}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/import_dialog.py" line="91" />
      <source>{n:g} months</source>
      <translation>{n:g} 个月</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="208" />
      <source>Selectors</source>
      <translation>选择器</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="215" />
      <source>Precision of the throughput columns, the chart and the ratios</source>
      <translation>吞吐量列、图表和倍数所用的精度</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="220" />
      <source>Which price the table, the chart and the comparison use</source>
      <translation>表格、图表和对比所用的价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="224" />
      <source>Currency</source>
      <translation>货币</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="23" />
      <source>the hardware table</source>
      <translation>硬件表</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="24" />
      <source>the catalog</source>
      <translation>设备目录</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="25" />
      <source>the quotes</source>
      <translation>报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="259" />
      <source>&amp;File</source>
      <translation>文件(&amp;F)</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="26" />
      <source>the side-by-side comparison</source>
      <translation>并排对比</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="262" />
      <source>&amp;Import sheet…</source>
      <translation>导入表格(&amp;I)…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="265" />
      <source>Import a vendor price sheet, a cloud rate card or a spec sheet (.xlsx, .csv)</source>
      <translation>导入供应商报价表、云价格表或规格表（.xlsx、.csv）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="269" />
      <source>&amp;Update catalog…</source>
      <translation>更新目录(&amp;U)…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="27" />
      <source>the training estimate</source>
      <translation>训练估算</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="272" />
      <source>Read Epoch AI's hardware CSV (file or URL), preview the changes, apply them to the catalog's base</source>
      <translation>读取 Epoch AI 硬件 CSV（文件或网址），预览变更，并应用到目录的基础层</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="276" />
      <source>Update &amp;prices…</source>
      <translation>更新价格(&amp;P)…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="279" />
      <source>Read SkyPilot's cloud price catalog (file, folder or URL), preview the changes, apply them</source>
      <translation>读取 SkyPilot 云价格目录（文件、文件夹或网址），预览变更并应用</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="284" />
      <source>Export &amp;table…</source>
      <translation>导出表格(&amp;T)…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="287" />
      <source>The hardware table as shown, to .xlsx or .csv</source>
      <translation>按当前显示导出硬件表为 .xlsx 或 .csv</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="291" />
      <source>Export &amp;catalog…</source>
      <translation>导出设备目录(&amp;C)…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="294" />
      <source>Every device as a spec sheet that imports back</source>
      <translation>全部设备导出为规格表，可再导入</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="298" />
      <source>Export &amp;quotes…</source>
      <translation>导出报价(&amp;Q)…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="301" />
      <source>Every quote with its vendor, file, sheet and row</source>
      <translation>全部报价，附供应商、文件、工作表和行号</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="306" />
      <source>&amp;Print…</source>
      <translation>打印(&amp;P)…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="309" />
      <source>Print the comparison report</source>
      <translation>打印对比报告</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="313" />
      <source>Print pre&amp;view…</source>
      <translation>打印预览(&amp;V)…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="316" />
      <source>See the report's pages before printing</source>
      <translation>打印前预览报告页面</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="320" />
      <source>Export P&amp;DF…</source>
      <translation>导出 P&amp;DF…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="323" />
      <source>Save the comparison report as a PDF</source>
      <translation>将对比报告保存为 PDF</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="327" />
      <source>Export c&amp;hart image…</source>
      <translation>导出图表图片(&amp;H)…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="331" />
      <source>&amp;Quit</source>
      <translation>退出(&amp;Q)</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="333" />
      <source>&amp;Edit</source>
      <translation>编辑(&amp;E)</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="335" />
      <source>&amp;Undo</source>
      <translation>撤销(&amp;U)</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="337" />
      <source>&amp;Redo</source>
      <translation>重做(&amp;R)</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="342" />
      <source>&amp;Copy</source>
      <translation>复制(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="343" />
      <source>&amp;Find</source>
      <translation>查找(&amp;F)</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="347" />
      <source>&amp;Add to comparison</source>
      <translation>加入对比(&amp;A)</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="350" />
      <source>Put the selected devices side by side</source>
      <translation>并排对比所选设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="352" />
      <source>&amp;Remove from comparison</source>
      <translation>移出对比(&amp;R)</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="353" />
      <source>C&amp;lear comparison</source>
      <translation>清空对比(&amp;L)</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="356" />
      <source>&amp;Save comparison as…</source>
      <translation>另存对比为(&amp;S)…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="359" />
      <source>Keep the compared devices under a name to open them again</source>
      <translation>以一个名称保存所对比的设备，以便再次打开</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="361" />
      <source>&amp;Open comparison</source>
      <translation>打开对比(&amp;O)</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="364" />
      <source>&amp;Preferences…</source>
      <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="367" />
      <source>&amp;View</source>
      <translation>视图(&amp;V)</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="372" />
      <source>&amp;Clear filters</source>
      <translation>清除筛选(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="373" />
      <source>&amp;Default columns</source>
      <translation>默认列(&amp;D)</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="374" />
      <source>&amp;Reset layout</source>
      <translation>重置布局(&amp;R)</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="376" />
      <source>&amp;Help</source>
      <translation>帮助(&amp;H)</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="379" />
      <source>&amp;Glossary</source>
      <translation>术语表(&amp;G)</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="382" />
      <source>What MFU, goodput, PUE, TP, PP, ZeRO and the other terms mean</source>
      <translation>MFU、有效时间比例、PUE、TP、PP、ZeRO 等术语的含义</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="384" />
      <source>&amp;About gpucompare</source>
      <translation>关于 gpucompare(&amp;A)</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="415" />
      <source>Tick the devices to compare in the table first (one to {n}).</source>
      <translation>请先在表格中勾选要对比的设备（1 至 {n} 个）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="428" />
      <source>Saved comparison “{name}”</source>
      <translation>已保存对比“{name}”</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="437" />
      <source>Save comparison</source>
      <translation>保存对比</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="438" />
      <source>Name:</source>
      <translation>名称：</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="455" />
      <source>{n} device of “{name}” is no longer in the catalog</source>
      <translation>“{name}”中有 {n} 个设备已不在目录中</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="456" />
      <source>{n} devices of “{name}” are no longer in the catalog</source>
      <translation>“{name}”中有 {n} 个设备已不在目录中</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="517" />
      <source>Import a sheet</source>
      <translation>导入表格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="517" />
      <source>Spreadsheets (*.xlsx *.xlsm *.xls *.ods *.csv)</source>
      <translation>电子表格 (*.xlsx *.xlsm *.xls *.ods *.csv)</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="542" />
      <source>Export {what}</source>
      <translation>导出{what}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="544" />
      <source>Excel workbook (*.xlsx);;CSV, UTF-8 (*.csv)</source>
      <translation>Excel 工作簿 (*.xlsx);;CSV，UTF-8 (*.csv)</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="645" />
      <source>{n} devices · dense tensor peaks · {prec} · prices: {basis} · gpucompare {version}</source>
      <translation>{n} 个设备 · 稠密张量峰值 · {prec} · 价格：{basis} · gpucompare {version}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="69" />
      <source>Compare</source>
      <translation>对比</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="69" />
      <source>Loading…</source>
      <translation>正在加载…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="72" />
      <source>Training estimate</source>
      <translation>训练估算</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/main_window.py" line="78" />
      <source>Loading chart…</source>
      <translation>正在加载图表…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="109" />
      <source>The newest rate of each currency is used. Bundled rates are grey; yours can be removed.</source>
      <translation>每种货币使用最新的汇率。内置汇率显示为灰色；你添加的可以删除。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="120" />
      <source>Default</source>
      <translation>默认值</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="120" />
      <source>Device family</source>
      <translation>设备系列</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="120" />
      <source>Your value</source>
      <translation>你的值</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="121" />
      <source>Hover a figure for the published runs it comes from</source>
      <translation>将鼠标悬停在数值上可查看其所依据的公开训练记录</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="132" />
      <source>default</source>
      <translation>默认</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="141" />
      <source>Utilization of the dense peak, per device family (leave at 'default' to use the published figure):</source>
      <translation>各设备系列的稠密峰值利用率（保持“默认”即使用已发表的数据）：</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="147" />
      <source>General</source>
      <translation>常规</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="149" />
      <source>Estimates</source>
      <translation>估算</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="150" />
      <source>Cost of ownership</source>
      <translation>拥有成本</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="174" />
      <source>By the device's form (8-GPU server, NVL72 rack, SuperPoD)</source>
      <translation>按设备形态（8 卡服务器、NVL72 机柜、SuperPoD）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="179" />
      <source>The system's usual fabric</source>
      <translation>系统常用的网络</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="184" />
      <source>The site's usual basis</source>
      <translation>按站点的通常口径</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="193" />
      <source> % a year</source>
      <translation> %/年</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="228" />
      <source>no cap</source>
      <translation>不设上限</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="232" />
      <source>A compute voucher (算力券) pays this share of a rent quoted in yuan (a Chinese cloud or computing centre), up to the cap per company; rents in other currencies are never reduced. 0 %: no voucher.</source>
      <translation>算力券按此比例抵扣以人民币计价的租金（国内云或智算中心），每家企业不超过上限；其他币种的租金不会抵扣。0 % 表示不使用算力券。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="240" />
      <source>Site (electricity tariff, PUE, interest)</source>
      <translation>站点（电价、PUE、利率）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="241" />
      <source>Servers and racks</source>
      <translation>服务器与机柜</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="243" />
      <source>Tax basis of every price</source>
      <translation>所有价格的税务口径</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="245" />
      <source>Residual value at the end</source>
      <translation>期末残值</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="246" />
      <source>Cost of capital, per year</source>
      <translation>年资金成本</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="249" />
      <source>Facility (space, cooling, power delivery) per kW-month</source>
      <translation>机房（空间、制冷、配电）每 kW 每月</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="250" />
      <source>Utilization (share of hours used)</source>
      <translation>利用率（使用小时占比）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="251" />
      <source>Operations, per year of the capital outlay</source>
      <translation>运维，占资本支出的年比例</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="252" />
      <source>Rent trend (change of rent a year)</source>
      <translation>租金趋势（每年租金变化）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="253" />
      <source>Compute voucher (share of yuan rents)</source>
      <translation>算力券（人民币租金抵扣比例）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="254" />
      <source>Compute voucher cap per company</source>
      <translation>算力券每家企业上限</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="256" />
      <source>Bought clusters are costed as what the offer holds plus only what it lacks (servers, switches, optics), recovered over the depreciation period at the cost of capital, plus facility, energy and operations; break-even is against the rent of the same work, following the rent trend. Hover a field for its source.</source>
      <translation>自购集群的费用 = 报价所含部分 + 仅补上报价缺少的部分（服务器、交换机、光模块），按资金成本在折旧期内回收，另加机房、电费和运维；回本按相同工作量的租金计算，租金随趋势变化。悬停字段可查看来源。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="276" />
      <source>Default {value:g} {unit}. Source: {source}</source>
      <translation>默认 {value:g} {unit}。来源：{source}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="326" />
      <source>your rate</source>
      <translation>你的汇率</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="331" />
      <source>US dollar: the base currency of the table (1 per USD)</source>
      <translation>美元：本表的基准货币（每美元 1）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="57" />
      <source>Preferences</source>
      <translation>首选项</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="61" />
      <source>As the system ({name})</source>
      <translation>跟随系统（{name}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="71" />
      <source>Language</source>
      <translation>语言</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="74" />
      <source>A new language applies to the window at once; the report dialog can print in either language.</source>
      <translation>新语言会立即应用到窗口；报告对话框可以用任一种语言打印。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="81" />
      <source>As of</source>
      <translation>日期</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="81" />
      <source>Units per USD</source>
      <translation>每美元兑换</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="90" />
      <source>Add rate</source>
      <translation>添加汇率</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/preferences.py" line="92" />
      <source>Remove my rate</source>
      <translation>删除我的汇率</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/prices_update_dialog.py" line="166" />
      <source>Applied: {n} prices of {providers} are in use.</source>
      <translation>已应用：{providers} 的 {n} 条价格现已生效。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/prices_update_dialog.py" line="48" />
      <source>Update prices</source>
      <translation>更新价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/prices_update_dialog.py" line="50" />
      <source>Cloud prices come from SkyPilot's community catalog ({repo}), refreshed by its maintainers every few hours. Give a vms.csv, a catalog version folder (catalogs/v9) or a URL, preview the changes, then apply them. Curated prices (provider pages, Chinese rate cards) are kept; a price far below the provider's other regions, its list price or other providers is flagged and never used as the cheapest.</source>
      <translation>云价格来自 SkyPilot 社区目录（{repo}），由其维护者每隔几小时刷新。请给出 vms.csv、目录版本文件夹（catalogs/v9）或网址，预览变更后再应用。人工整理的价格（云厂商官网、国内租赁价目表）保留不变；远低于该厂商其他地域、其公开目录价或其他厂商的价格会被标记为异常，绝不作为最低价使用。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/prices_update_dialog.py" line="67" />
      <source>Folder…</source>
      <translation>文件夹…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/prices_update_dialog.py" line="99" />
      <source>SkyPilot catalog folder (catalogs/v9)</source>
      <translation>SkyPilot 目录文件夹（catalogs/v9）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/printing.py" line="202" />
      <source>Tick the devices to compare in the table first (one to {n}); the report is about them.</source>
      <translation>请先在表格中勾选要对比的设备（1 至 {n} 个）；报告针对这些设备。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/printing.py" line="217" />
      <source>Export PDF</source>
      <translation>导出 PDF</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/printing.py" line="217" />
      <source>PDF (*.pdf)</source>
      <translation>PDF (*.pdf)</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/printing.py" line="244" />
      <source>Saved {path} ({n} pages)</source>
      <translation>已保存 {path}（{n} 页）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/printing.py" line="251" />
      <source>Printed {n} pages</source>
      <translation>已打印 {n} 页</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/printing.py" line="32" />
      <source>Landscape</source>
      <translation>横向</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/printing.py" line="32" />
      <source>Portrait</source>
      <translation>纵向</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/printing.py" line="45" />
      <source>Print preview</source>
      <translation>打印预览</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/printing.py" line="45" />
      <source>Print report</source>
      <translation>打印报告</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/printing.py" line="47" />
      <source>Accelerator comparison</source>
      <translation>加速卡对比报告</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/printing.py" line="49" />
      <source>Optional: a line for the meeting, e.g. the budget or the decision to take</source>
      <translation>可选：给会议的一句话，例如预算或待定的决定</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/printing.py" line="59" />
      <source>Prices and costs in the report are converted to this currency</source>
      <translation>报告中的价格和成本换算为此货币</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/printing.py" line="74" />
      <source>Title</source>
      <translation>标题</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/printing.py" line="78" />
      <source>Paper</source>
      <translation>纸张</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/printing.py" line="79" />
      <source>Orientation</source>
      <translation>方向</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/printing.py" line="82" />
      <source>Preview…</source>
      <translation>预览…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/printing.py" line="82" />
      <source>Print…</source>
      <translation>打印…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/printing.py" line="82" />
      <source>Save PDF…</source>
      <translation>保存 PDF…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="220" />
      <source>Imports in this workspace</source>
      <translation>本工作区的导入记录</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="224" />
      <source>Remove import…</source>
      <translation>删除导入…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="225" />
      <source>Remove the chosen import and every quote or device it added</source>
      <translation>删除所选导入以及它添加的全部报价或设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="293" />
      <source>needs a device (was {name})</source>
      <translation>需要指定设备（原为 {name}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="297" />
      <source>price on request</source>
      <translation>价格面议</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="313" />
      <source>excl.</source>
      <translation>不含</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="313" />
      <source>incl.</source>
      <translation>含</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="313" />
      <source>not stated</source>
      <translation>未注明</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="317" />
      <source>The quote says the price includes VAT</source>
      <translation>报价注明价格含增值税</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="318" />
      <source>The quote says the price excludes VAT</source>
      <translation>报价注明价格不含增值税</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="319" />
      <source>The quote does not say whether VAT is included</source>
      <translation>报价未注明是否含增值税</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="321" />
      <source>chosen</source>
      <translation>已选用</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="321" />
      <source>expired</source>
      <translation>已过期</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="321" />
      <source>pinned</source>
      <translation>已固定</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="347" />
      <source>Date</source>
      <translation>日期</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="349" />
      <source>Model as quoted</source>
      <translation>报价中的型号</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="354" />
      <source>Double-click to choose the device</source>
      <translation>双击以选择设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="361" />
      <source>As written: {text}</source>
      <translation>原文：{text}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="364" />
      <source>VAT</source>
      <translation>增值税</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="366" />
      <source>From</source>
      <translation>出处</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="367" />
      <source>Used for the price</source>
      <translation>用于价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="373" />
      <source>Right-click to correct what the quote offers and includes</source>
      <translation>右键可更正报价的供货形式及所含部件</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="375" />
      <source>Valid until</source>
      <translation>有效期至</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="450" />
      <source>Reading {n} quotes…</source>
      <translation>正在读取 {n} 条报价…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="495" />
      <source>Pick a device in the table to see its quotes ({n} quotes stored).</source>
      <translation>在表格中选择一个设备以查看其报价（已存 {n} 条报价）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="498" />
      <source>Tick devices in the table to compare them and see their quotes ({n} quotes stored).</source>
      <translation>在表格中勾选要对比的设备，即可查看其报价（已存 {n} 条报价）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="505" />
      <source>compared: {names}</source>
      <translation>对比：{names}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="509" />
      <source>{n} of {total} quotes</source>
      <translation>{n} / {total} 条报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="55" />
      <source>Quotes for the compared devices</source>
      <translation>对比设备的报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="56" />
      <source>Quotes for the selected device</source>
      <translation>所选设备的报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="57" />
      <source>All quotes</source>
      <translation>全部报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="571" />
      <source>Price history: pick a device in the table.</source>
      <translation>价格走势：请在表格中选择一个设备。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="576" />
      <source>Price history of {name}: reading the quotes…</source>
      <translation>{name} 的价格历史：正在读取报价…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="58" />
      <source>Quotes that need a device</source>
      <translation>需要指定设备的报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="582" />
      <source>Price history of {name}: no purchase quotes yet.</source>
      <translation>{name} 的价格走势：暂无采购报价。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="586" />
      <source>Price history of {name} ({cur} per device)</source>
      <translation>{name} 的价格走势（每卡 {cur}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="589" />
      <source>万元</source>
      <translation>万元</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="59" />
      <source>Quotes to check</source>
      <translation>待核对的报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="601" />
      <source>{n} other vendors</source>
      <translation>其他 {n} 家供应商</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="641" />
      <source>reference {date}</source>
      <translation>参考价 {date}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="747" />
      <source>Choose the device…</source>
      <translation>选择设备…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="748" />
      <source>What it offers…</source>
      <translation>供货形式…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="752" />
      <source>Unpin: back to the rule</source>
      <translation>取消固定：按规则选取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="757" />
      <source>Price the device at this quote (pin)</source>
      <translation>按此报价为该设备定价（固定）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="762" />
      <source>Mark as checked</source>
      <translation>标记为已核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="765" />
      <source>Mark as unknown device</source>
      <translation>标记为未知设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="778" />
      <source>{n} quotes marked as checked</source>
      <translation>已将 {n} 条报价标记为已核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="794" />
      <source>What the quote offers</source>
      <translation>报价的供货形式</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="800" />
      <source>{model!r} is a</source>
      <translation>{model!r} 是</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="825" />
      <source>Remove import</source>
      <translation>删除导入</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="826" />
      <source>Remove import {what} and every quote or device it added?</source>
      <translation>删除导入 {what} 以及它添加的全部报价或设备？</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="830" />
      <source>Removed import #{id} ({n} rows)</source>
      <translation>已删除导入 #{id}（{n} 行）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="851" />
      <source>Device for this quote</source>
      <translation>此报价对应的设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/quotes_view.py" line="860" />
      <source>Type part of a name</source>
      <translation>输入名称的一部分</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/rent_buy_chart.py" line="106" />
      <source>{option}: break-even after {months:,.1f} months of use</source>
      <translation>{option}：使用 {months:,.1f} 个月后盈亏平衡</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/rent_buy_chart.py" line="77" />
      <source>Price two or more options (one bought, one rented) to see when buying pays off.</source>
      <translation>为两个或以上方案定价（一个购买、一个租用），即可看到购买何时回本。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/saved_comparisons.py" line="34" />
      <source>All saved comparisons ({n})…</source>
      <translation>全部已保存的对比（{n}）…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/saved_comparisons.py" line="37" />
      <source>(none saved yet)</source>
      <translation>（尚未保存）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/saved_comparisons.py" line="47" />
      <source>Saved comparisons</source>
      <translation>已保存的对比</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/saved_comparisons.py" line="60" />
      <source>Open</source>
      <translation>打开</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/saved_comparisons.py" line="61" />
      <source>Delete</source>
      <translation>删除</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/saved_comparisons.py" line="68" />
      <source>Newest first.</source>
      <translation>最新的在前。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/session.py" line="239" />
      <source>The workspace's quotes are still being read</source>
      <translation>工作区的报价仍在读取中</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/session.py" line="362" />
      <source>At most {n} devices side by side: remove one first.</source>
      <translation>最多同时对比 {n} 个设备：请先移除一个。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/session.py" line="405" />
      <source>a comparison's name may have at most {n} characters (this one has {m})</source>
      <translation>对比名称最多 {n} 个字符（此名称有 {m} 个）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/spec_panel.py" line="128" />
      <source>Specification</source>
      <translation>规格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/spec_panel.py" line="135" />
      <source>Baseline</source>
      <translation>基准</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/spec_panel.py" line="135" />
      <source>Ratios are to {name}</source>
      <translation>倍数相对于 {name}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/spec_panel.py" line="152" />
      <source>Higher is better</source>
      <translation>越高越好</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/spec_panel.py" line="152" />
      <source>Lower is better</source>
      <translation>越低越好</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/spec_panel.py" line="154" />
      <source>Not ranked: neither more nor less is better in itself</source>
      <translation>不排名：数值高低本身不代表优劣</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/spec_panel.py" line="170" />
      <source>This figure measures another thing than the row ({kind}): not ranked</source>
      <translation>此数值衡量的内容与该行不同（{kind}）：不参与排名</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/spec_panel.py" line="200" />
      <source>Unknown: the catalog holds no published figure of this for the device.</source>
      <translation>未知：目录中没有该设备此项的公开数据。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/spec_panel.py" line="217" />
      <source>{market}: {price} ({date})</source>
      <translation>{market}：{price}（{date}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/spec_panel.py" line="232" />
      <source>Make baseline</source>
      <translation>设为基准</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/spec_panel.py" line="234" />
      <source>Move left</source>
      <translation>左移</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/spec_panel.py" line="237" />
      <source>Move right</source>
      <translation>右移</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/spec_panel.py" line="48" />
      <source>Ratios in each row are to this device</source>
      <translation>每行的倍数都相对于此设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/spec_panel.py" line="51" />
      <source>Clear comparison</source>
      <translation>清空对比</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/spec_panel.py" line="57" />
      <source>Tick up to {n} devices in the table (or double-click a row) to compare them here.</source>
      <translation>在表格中勾选最多 {n} 个设备（或双击一行），即可在此并排对比。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/spec_panel.py" line="74" />
      <source>Right-click a device to make it the baseline, move it or remove it</source>
      <translation>右键点击设备可设为基准、移动或移除</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/spec_panel.py" line="77" />
      <source>Baseline:</source>
      <translation>基准：</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/table_copy.py" line="74" />
      <source>Copy</source>
      <translation>复制</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/table_copy.py" line="77" />
      <source>Copy all</source>
      <translation>全部复制</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/table_copy.py" line="80" />
      <source>Export…</source>
      <translation>导出…</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/tornado.py" line="156" />
      <source>Compare a bought option with a rented one (choose each device's price basis in its column) to see which wins over the cluster's life, and what moves the choice most.</source>
      <translation>将一个购买选项与一个租用选项比较（在各设备列中选择价格口径），即可看到集群寿命内哪个更划算，以及什么最影响选择。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/gui/tornado.py" line="181" />
      <source>Margin: renting the same work minus owning, over the cluster's life; blue: buying costs less, orange: renting does; the solid line is zero (the choice flips), the dashed one the estimate; a boxed bar flips the choice within its range.</source>
      <translation>差额：集群寿命内租用相同工作量的花费减去自有的花费；蓝色：购买更省，橙色：租用更省；实线为零（选择翻转），虚线为估算值；带框的条表示在其范围内选择会翻转。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/paths.py" line="105" />
      <source>cannot write {file}: the folder {folder} does not exist</source>
      <translation>无法写入 {file}：文件夹 {folder} 不存在</translation>
    </message>
    <message>
      <location filename="../../gpucompare/paths.py" line="109" />
      <source>cannot write {file}: the folder {folder} is not writable</source>
      <translation>无法写入 {file}：文件夹 {folder} 不可写</translation>
    </message>
    <message>
      <location filename="../../gpucompare/paths.py" line="113" />
      <source>{path} exists and is not a regular file</source>
      <translation>{path} 已存在，且不是普通文件</translation>
    </message>
    <message>
      <location filename="../../gpucompare/paths.py" line="115" />
      <source>{path} is read-only</source>
      <translation>{path} 是只读文件</translation>
    </message>
    <message>
      <location filename="../../gpucompare/paths.py" line="140" />
      <source>{file}: cannot be written ({error}); nothing was changed</source>
      <translation>{file}：无法写入（{error}）；未做任何更改</translation>
    </message>
    <message>
      <location filename="../../gpucompare/paths.py" line="176" />
      <source>the disk is full</source>
      <translation>磁盘已满</translation>
    </message>
    <message>
      <location filename="../../gpucompare/paths.py" line="331" />
      <source>{file}: cannot be locked ({error})</source>
      <translation>{file}：无法加锁（{error}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/paths.py" line="344" />
      <source>{file} is still in use by another gpucompare; try again later</source>
      <translation>{file} 仍被另一个 gpucompare 使用；请稍后重试</translation>
    </message>
    <message>
      <location filename="../../gpucompare/paths.py" line="58" />
      <source>--home needs a folder name (it was empty); leave it out to use the usual workspace</source>
      <translation>--home 需要文件夹名称（当前为空）；省略此参数即使用默认工作区</translation>
    </message>
    <message>
      <location filename="../../gpucompare/paths.py" line="63" />
      <source>workspace folder {path}: a file of that name is in the way</source>
      <translation>工作区文件夹 {path}：已有同名文件</translation>
    </message>
    <message>
      <location filename="../../gpucompare/paths.py" line="66" />
      <source>workspace folder {path} cannot be created ({error})</source>
      <translation>无法创建工作区文件夹 {path}（{error}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/paths.py" line="69" />
      <source>workspace folder {path} is not writable</source>
      <translation>工作区文件夹 {path} 不可写</translation>
    </message>
    <message>
      <location filename="../../gpucompare/paths.py" line="81" />
      <source>{file}: no such file</source>
      <translation>{file}：文件不存在</translation>
    </message>
    <message>
      <location filename="../../gpucompare/paths.py" line="85" />
      <source>{file} is a folder, not a file</source>
      <translation>{file} 是文件夹，不是文件</translation>
    </message>
    <message>
      <location filename="../../gpucompare/paths.py" line="89" />
      <source>{file}: cannot be read (permission denied)</source>
      <translation>{file}：无法读取（权限不足）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/paths.py" line="99" />
      <source>{path} is a folder; give a file name in it</source>
      <translation>{path} 是文件夹；请给出其中的文件名</translation>
    </message>
    <message>
      <location filename="../../gpucompare/price_args.py" line="29" />
      <source>{what}={text} {why}; write e.g. {what}=250000, {what}=25万 or {what}=¥250,000</source>
      <translation>{what}={text} {why}；例如写作 {what}=250000、{what}=25万 或 {what}=¥250,000</translation>
    </message>
    <message>
      <location filename="../../gpucompare/qtkit/rent_buy_chart.py" line="114" />
      <source>break-even {months:,.1f} months</source>
      <translation>盈亏平衡 {months:,.1f} 个月</translation>
    </message>
    <message>
      <location filename="../../gpucompare/qtkit/report_doc.py" line="703" />
      <source>the report could not be drawn on this printer or file</source>
      <translation>无法在此打印机或文件上绘制报告</translation>
    </message>
    <message>
      <location filename="../../gpucompare/qtkit/report_doc.py" line="76" />
      <source>no font with Chinese characters is installed, so the report would show empty boxes; install one (e.g. Noto Sans CJK: apt install fonts-noto-cjk) or make the report in English</source>
      <translation>未安装含中文字符的字体，报告会显示为空方框；请安装一个（例如 Noto Sans CJK：apt install fonts-noto-cjk），或生成英文报告</translation>
    </message>
    <message>
      <location filename="../../gpucompare/qtkit/report_doc.py" line="915" />
      <source>{file}: the PDF could not be written completely (is the disk full?); nothing was changed</source>
      <translation>{file}：PDF 未能完整写入（磁盘是否已满？）；未做任何更改</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1002" />
      <source>The assumptions behind every column are in the appendix.</source>
      <translation>每一列所依据的假设见附录。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1006" />
      <source>failures per device-hour: {value} — {source}</source>
      <translation>每卡时故障率：{value} — {source}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1015" />
      <source>Facility cost per kW</source>
      <translation>每 kW 机房成本</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1019" />
      <source>Total cost of ownership (or a reservation's commitment)</source>
      <translation>总拥有成本（或预留承诺金额）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1039" />
      <source>Buy or rent</source>
      <translation>购买还是租用</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1041" />
      <source>Bought: what the offer holds plus only what it lacks (servers for bare cards, switches and optics), paid up front, recovered over {years:g} years with interest; facility, energy and operations on top. Rented: the instance's price under its purchase model. The owned cluster is used {util:.0%} of the hours in a month.</source>
      <translation>购买：报价所含部分加上仅补上缺少的部分（整卡需配服务器，另需交换机和光模块），一次付清，在 {years:g} 年内按利息回收；另加机房、电费和运维。租用：云实例在其计费方式下的价格。自有集群每月使用 {util:.0%} 的时间。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1062" />
      <source>How it is paid for</source>
      <translation>购买或租用方式</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1067" />
      <source>Price, market and date</source>
      <translation>价格、市场与日期</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1121" />
      <source>Break-even: months of use after which buying has cost less than renting the same work</source>
      <translation>回本：使用多少个月后，购买的花费低于租用完成相同工作量的花费</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1178" />
      <source>Capital outlay, line by line</source>
      <translation>资本支出明细</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1240" />
      <source>The decision and its uncertainty</source>
      <translation>决策及其不确定性</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1242" />
      <source>{own} against {rent}: the inputs that move the margin most.</source>
      <translation>{own} 对比 {rent}：对差额影响最大的输入。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1250" />
      <source>Input</source>
      <translation>输入</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1251" />
      <source>Range</source>
      <translation>范围</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1252" />
      <source>Margin at the low end</source>
      <translation>低端时的差额</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1253" />
      <source>Margin at the high end</source>
      <translation>高端时的差额</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1254" />
      <source>Flips the choice</source>
      <translation>是否翻转选择</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1274" />
      <source>{n} more input moves it less: {names}.</source>
      <translation>另有 {n} 个输入影响更小：{names}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1275" />
      <source>{n} more inputs move it less: {names}.</source>
      <translation>另有 {n} 个输入影响更小：{names}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1279" />
      <source>{input} (margin {low} to {high})</source>
      <translation>{input}（差额 {low} 至 {high}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1297" />
      <source>Margin: what renting the same work costs minus what owning costs over the cluster life; above zero, buying costs less. Each input is moved alone over its sourced range.</source>
      <translation>差额：集群寿命内租用相同工作量的花费减去自有的花费；大于零则购买更省。每次只在其有来源的范围内改变一个输入。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1360" />
      <source>per hour</source>
      <translation>每小时</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1372" />
      <source>≈ {amount} net of VAT</source>
      <translation>≈ {amount}（不含增值税）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1374" />
      <source>≈ {amount} with VAT</source>
      <translation>≈ {amount}（含增值税）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1381" />
      <source>(valid until {date})</source>
      <translation>（有效期至 {date}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1395" />
      <source>The quotes behind the prices</source>
      <translation>价格所依据的报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1397" />
      <source>Other recent quotes</source>
      <translation>其他近期报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1402" />
      <source>✓: the quote the rule chose for the comparison.</source>
      <translation>✓：规则为本次比较选中的报价。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="1451" />
      <source>(old price)</source>
      <translation>（旧价格）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="162" />
      <source>{date} · gpucompare {version} · {n} device · {prec} dense tensor peaks (no sparsity) · prices: {basis}, {cur}, {tax}</source>
      <translation>{date} · gpucompare {version} · {n} 种设备 · {prec} 稠密张量峰值（不含稀疏）· 价格：{basis}，{cur}，{tax}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="166" />
      <source>{date} · gpucompare {version} · {n} devices · {prec} dense tensor peaks (no sparsity) · prices: {basis}, {cur}, {tax}</source>
      <translation>{date} · gpucompare {version} · {n} 种设备 · {prec} 稠密张量峰值（不含稀疏）· 价格：{basis}，{cur}，{tax}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="197" />
      <source>(old): a price older than {months} months, shown with its date, never marked best.</source>
      <translation>（旧）：超过 {months} 个月的价格，附日期显示，不标为最优。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="208" />
      <source>Price and throughput</source>
      <translation>价格与吞吐</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="260" />
      <source>* The time rests on a generic assumption (no published training run of the family, a figure the device lacks, or a family named instead of a variant), so it and the cost are less certain than the band says.</source>
      <translation>* 时间基于通用假设（该系列没有公开的训练记录、设备缺少某项数据，或给出的是系列名而非具体型号），因此时间和成本的不确定性大于区间所示。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="270" />
      <source>Summary</source>
      <translation>摘要</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="280" />
      <source>Risks and what the figures rest on</source>
      <translation>风险及数据依据</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="318" />
      <source>Fastest: {name}, {time} (band {band}) on {n:,} devices.</source>
      <translation>最快：{name}，{n:,} 个设备上 {time}（区间 {band}）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="333" />
      <source>(band {range})</source>
      <translation>（区间 {range}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="337" />
      <source>Its run costs {cost}: {option}.</source>
      <translation>其训练成本为 {cost}：{option}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="354" />
      <source>Next: {name}, {time} ({gap:.0%} longer).</source>
      <translation>其次：{name}，{time}（多 {gap:.0%}）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="361" />
      <source>Next: {name}, {time} (less than 1% longer).</source>
      <translation>其次：{name}，{time}（多不到 1%）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="376" />
      <source>Cheapest run {kind}: {name}, {cost}{band}.</source>
      <translation>最便宜的训练（{kind}）：{name}，{cost}{band}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="416" />
      <source>Training time, band</source>
      <translation>训练时间，区间</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="475" />
      <source>Break-even against renting</source>
      <translation>与租用相比的盈亏平衡</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="508" />
      <source>{name}: the run does not fit in memory. {advice}</source>
      <translation>{name}：该训练放不进显存。{advice}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="516" />
      <source>{name}: export control: {status}</source>
      <translation>{name}：出口管制：{status}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="523" />
      <source>{names}: the run's cost rests on a price older than {months} months; ask for a current quote.</source>
      <translation>{names}：本次训练成本所依据的价格已超过 {months} 个月；请索取最新报价。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="538" />
      <source>{names}: the run's cost rests on a quote the import marked for review and nobody has checked; check it against its sheet before relying on it.</source>
      <translation>{names}：本次训练成本所依据的报价在导入时被标记为待核对，尚无人核对；使用前请对照原表核对。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="573" />
      <source>{names}: the time rests on an assumed figure: {what}; see the appendix.</source>
      <translation>{names}：时间依据假设的数据：{what}；见附录。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="575" />
      <source>{names}: the time rests on a generic assumption (see the appendix).</source>
      <translation>{names}：时间基于通用假设（见附录）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="577" />
      <source>{names}: a figure the device lacks was assumed: {what}; in red in the appendix.</source>
      <translation>{names}：设备缺少的数据按假设计算：{what}；见附录中的红字。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="579" />
      <source>{names}: a figure the device lacks was assumed (in red in the appendix).</source>
      <translation>{names}：设备缺少的数据按假设计算（见附录中的红字）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="613" />
      <source>Appendix: assumptions and sources</source>
      <translation>附录：假设与来源</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="634" />
      <source>Where a value differs between the devices it is given for each, in this order: {order}.</source>
      <translation>各设备数值不同时逐一列出，顺序为：{order}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="645" />
      <source>{names}:</source>
      <translation>{names}：</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="649" />
      <source>Sources</source>
      <translation>来源</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="651" />
      <source>Throughputs are vendor peaks; estimates are models, not measurements. Every default above is editable in gpucompare.</source>
      <translation>吞吐量为厂商峰值；估算来自模型而非实测。以上所有默认值都可在 gpucompare 中修改。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="671" />
      <source>Export control, in full</source>
      <translation>出口管制（全文）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="683" />
      <source>Best value in each row in bold on green; ratios are to {name}.</source>
      <translation>每行最优值以绿底粗体标出；倍数相对于 {name}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="685" />
      <source>Side by side</source>
      <translation>并排对比</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="692" />
      <source>{name}: {sources}, checked {date}</source>
      <translation>{name}：{sources}，核对于 {date}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="727" />
      <source>({tag}): {key}. Each device is priced in the {first}, else in the {second}; such a price is marked wherever it is shown.</source>
      <translation>（{tag}）：{key}。每台设备先取{first}价格，没有时取{second}价格；这样的价格在所有显示处都有标记。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="744" />
      <source>Cost per device-hour: an owned device's figure is its total cost of ownership per device-hour of use, derived from its reference purchase price: its share of the server and the scale-out network, the outlay recovered as an annuity over the depreciation period at the cost of capital net of the residual value, the facility, operations and the energy of each hour at the tariff, over the hours of use a month.</source>
      <translation>每卡时成本：自有设备的数值为每使用一卡时的总拥有成本，由其参考购买价格推算：加上其分摊的服务器和横向扩展网络，投资扣除残值后按资本成本在折旧期内以年金方式回收，再加上机房、运维以及每小时按电价计的电费，分摊到每月的使用小时数上。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="751" />
      <source>{text} Values used: {years:g} years at {rate:.1%}, residual value {res:.0%}, PUE {pue:g}, {tariff:g} {tariff_currency}/kWh, facility {facility:,.0f} USD per kW a month, utilization {util:.0%}.</source>
      <translation>{text} 所用数值：{years:g} 年，年利率 {rate:.1%}，残值 {res:.0%}，PUE {pue:g}，{tariff:g} {tariff_currency}/kWh，机房每千瓦每月 {facility:,.0f} 美元，利用率 {util:.0%}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="758" />
      <source>{text} ({tag}): {key}.</source>
      <translation>{text}（{tag}）：{key}。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="772" />
      <source>Exchange rate {currency}: {per_usd:,.6g} per US dollar, rate of {as_of}: {source}</source>
      <translation>汇率 {currency}：每美元 {per_usd:,.6g}，汇率日期 {as_of}：{source}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="791" />
      <source>{n} devices with a price and a throughput, log-log; dashed: the Pareto frontier (nothing is both cheaper and faster); dotted: equal price-performance; circled: the compared devices.</source>
      <translation>{n} 个设备有价格和吞吐数据，双对数坐标；虚线：帕累托前沿（没有既更便宜又更快的设备）；点线：性价比相同；圈出：对比的设备。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="806" />
      <source>{n} device has no price under this basis and is left out.</source>
      <translation>{n} 个设备在该价格口径下没有价格，未画出。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="807" />
      <source>{n} devices have no price under this basis and are left out.</source>
      <translation>{n} 个设备在该价格口径下没有价格，未画出。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="822" />
      <source>{n} device with a price older than {months} months is left off.</source>
      <translation>{n} 个设备的价格已超过 {months} 个月，未画出。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="823" />
      <source>{n} devices with a price older than {months} months are left off.</source>
      <translation>{n} 个设备的价格已超过 {months} 个月，未画出。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="838" />
      <source>{n} of the points has a price over {months} months old: today's price may differ.</source>
      <translation>其中 {n} 个点的价格已超过 {months} 个月：当前价格可能不同。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="839" />
      <source>{n} of the points have a price over {months} months old: today's price may differ.</source>
      <translation>其中 {n} 个点的价格已超过 {months} 个月：当前价格可能不同。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="849" />
      <source>Sources: the device catalog (vendor peak throughputs) and the price table as of {date}; each device's sources and the date of its price are listed in gpucompare, the compared devices' in the footnotes above.</source>
      <translation>来源：设备目录（厂商峰值吞吐）和截至 {date} 的价格表；每个设备的来源及其价格日期可在 gpucompare 中查看，对比设备的来源见上文脚注。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="884" />
      <source>{workload}: {params} parameters ({active} active), {tokens} images, on {n} device of each kind.</source>
      <translation>{workload}：{params} 参数（{active} 激活），{tokens} 张图像，每种设备各 {n} 个。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="885" />
      <source>{workload}: {params} parameters ({active} active), {tokens} images, on {n} devices of each kind.</source>
      <translation>{workload}：{params} 参数（{active} 激活），{tokens} 张图像，每种设备各 {n} 个。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="890" />
      <source>{workload}: {params} parameters, {tokens} images, on {n} device of each kind.</source>
      <translation>{workload}：{params} 参数，{tokens} 张图像，每种设备各 {n} 个。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="891" />
      <source>{workload}: {params} parameters, {tokens} images, on {n} devices of each kind.</source>
      <translation>{workload}：{params} 参数，{tokens} 张图像，每种设备各 {n} 个。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="896" />
      <source>{workload}: {params} parameters ({active} active), {tokens} tokens, on {n} device of each kind.</source>
      <translation>{workload}：{params} 参数（{active} 激活），{tokens} token，每种设备各 {n} 个。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="897" />
      <source>{workload}: {params} parameters ({active} active), {tokens} tokens, on {n} devices of each kind.</source>
      <translation>{workload}：{params} 参数（{active} 激活），{tokens} token，每种设备各 {n} 个。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="916" />
      <source>Distilled from a frozen teacher of {teacher} parameters (its forward pass each step).</source>
      <translation>由 {teacher} 参数的冻结教师模型蒸馏（每步运行其前向传播）。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="941" />
      <source>Cost</source>
      <translation>成本</translation>
    </message>
    <message>
      <location filename="../../gpucompare/report/builder.py" line="941" />
      <source>Cost basis</source>
      <translation>成本口径</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/export.py" line="109" />
      <source>{file}: the workbook could not be written completely; nothing was changed</source>
      <translation>{file}：工作簿未能完整写入；未做任何更改</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/export.py" line="316" />
      <source>Device source</source>
      <translation>设备数据来源</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/export.py" line="316" />
      <source>Price source</source>
      <translation>价格来源</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/export.py" line="322" />
      <source>gpucompare hardware table: dense tensor peaks (no sparsity); prices: {basis}</source>
      <translation>gpucompare 硬件表：稠密张量峰值（不含稀疏）；价格：{basis}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/export.py" line="326" />
      <source>Hardware</source>
      <translation>硬件</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/export.py" line="352" />
      <source>gpucompare catalog: dense tensor peaks; edit or add rows and import this sheet back (File → Import sheet…)</source>
      <translation>gpucompare 设备目录：稠密张量峰值；可修改或添加行后再导入此表（文件 → 导入表格…）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/export.py" line="367" />
      <source>gpucompare quotes, one row per imported sheet row, with the file, sheet and row it came from</source>
      <translation>gpucompare 报价：每个导入的表格行一行，附来源文件、工作表和行号</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/export.py" line="86" />
      <source>{file}: choose a .xlsx or .csv file name</source>
      <translation>{file}：请选择 .xlsx 或 .csv 文件名</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="1024" />
      <source>a message from {who}, the other side of the chat ({seller} quotes the prices): a question or a counter-offer, not an offer</source>
      <translation>{who} 的消息，来自聊天的另一方（报价的是 {seller}）：是询问或还价，不是报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="1061" />
      <source>{model} at {price:,.0f} {cur}: replaced by the same sender's later message in row {row} ({new:,.0f} {cur}); kept here as the chat's history, not imported</source>
      <translation>{model}（{price:,.0f} {cur}）：已被同一发送人在第 {row} 行的后一条消息取代（{new:,.0f} {cur}）；作为聊天记录的历史保留于此，不导入</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="1183" />
      <source>price: written in words only (column {col}; the figures cell is blank)</source>
      <translation>价格：仅以文字书写（{col} 列；数字金额单元格为空）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="1214" />
      <source>row {row}: the price in figures ({figures:,.0f}) and in words ({words:,.0f}, column {col}) disagree; {which}</source>
      <translation>第 {row} 行：数字价格（{figures:,.0f}）与大写/文字价格（{words:,.0f}，{col} 列）不一致；{which}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="1221" />
      <source>the form says the words prevail: the words are taken</source>
      <translation>表格注明以文字金额为准：采用文字金额</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="1223" />
      <source>the figures are kept: check it</source>
      <translation>保留数字金额：请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="1284" />
      <source>{model} at {price:,.0f} {cur}: a bid replaced by the same bidder's later bid on the item in row {row}; kept as the log's history, not imported</source>
      <translation>{model} 报价 {price:,.0f} {cur}：已被同一投标人在第 {row} 行对该项目的后续出价取代；作为记录保留，不导入</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="1340" />
      <source>tax rate: the sheet names none; {rate:.1%} is the standard rate in {country} ({cur}), assumed</source>
      <translation>税率：表格未写明；按 {country}（{cur}）的标准税率 {rate:.1%} 假定</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="1368" />
      <source>column {incl} ({head}) is column {excl} ({other}, without VAT) times {ratio:.4g} on every line: read as the price with VAT, the price without it kept beside it</source>
      <translation>第 {incl} 列（{head}）在每一行都是第 {excl} 列（{other}，不含增值税）的 {ratio:.4g} 倍：读作含增值税价格，不含税价格保留在旁</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="1439" />
      <source>price: the VAT-inclusive column {col} is the offer: the line totals in column {total} are its price times the quantity; the price without VAT ({other}) is kept beside it</source>
      <translation>价格：含税列 {col} 为报价：{total} 列的行金额等于其单价乘以数量；不含税价格（{other}）保留在旁</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="1463" />
      <source>tax: the prices in column {col} are on the basis of the line totals in column {total} ({head}): the totals are the price times the quantity</source>
      <translation>税：{col} 列的价格与 {total} 列（{head}）的行合计同一计税口径：合计即单价乘以数量</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="1540" />
      <source>row {row} was read in part: another of its prices was not imported ({reason})</source>
      <translation>第 {row} 行只读入了一部分：该行另一个价格未导入（{reason}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="1570" />
      <source>{label!r}: another price of the same devices, a step of the cost build-up before the lines under it (a subtotal), not the price read (row {row})</source>
      <translation>{label!r}：同一设备的另一个价格，是成本核算中其下各项费用加入之前的一步（小计），不是所读取的价格（第 {row} 行）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="1703" />
      <source>tax: {what} (the line's note {text!r})</source>
      <translation>税：{what}（本行备注 {text!r}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="1810" />
      <source>condition: {c} (the section heading {text!r})</source>
      <translation>成色：{c}（分节标题 {text!r}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="1858" />
      <source>tax: {basis} (the section heading {text!r})</source>
      <translation>税：{basis}（分节标题 {text!r}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="1920" />
      <source>condition: {c} (column {head!r})</source>
      <translation>成色：{c}（列 {head!r}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="1984" />
      <source>a summary row: each of its amounts repeats or sums up the amounts of its column above (a median, cheapest, average or total), not an offer</source>
      <translation>汇总行：其每个金额都重复或汇总了上方同列的金额（中位数、最低价、平均值或合计），不是报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="2017" />
      <source>names {n:g} devices and its price, read per device as the header says, is {x:.1f} times the price of one {device} on the rows of one device: it may be the whole item's price ({each:,.2f} per device if so) or the header does not hold for this row; check it</source>
      <translation>写明 {n:g} 个设备，按表头所说按单个设备读取的价格是单设备行中 {device} 价格的 {x:.1f} 倍：可能是整件的价格（若是，每个设备 {each:,.2f}），或表头不适用于这一行；请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="2069" />
      <source>a second product on the row: {name!r} in column {col}, priced in {cell}</source>
      <translation>该行的第二个产品：{col} 列的 {name!r}，价格在 {cell}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="2166" />
      <source>{option}: upfront {up:,.2f} over {hours:,.0f} hours plus {rate:g} an hour ({u}{row}, {h}{row})</source>
      <translation>{option}：预付 {up:,.2f} 按 {hours:,.0f} 小时分摊，另加每小时 {rate:g}（{u}{row}、{h}{row}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="2250" />
      <source>superseded: an older price of {model} in the sheet's price history ({at}); the newest, row {row} ({newest}), is the quote</source>
      <translation>已被取代：{model} 在表中价格历史里的较早价格（{at}）；最新的第 {row} 行（{newest}）为报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="2296" />
      <source>a bill's line: the rate charged for {month} (column {col}), not a price offered on a day; the sheet's date is not a quote date: check it</source>
      <translation>账单明细行：{month} 的计费单价（{col} 列），并非某日的报价；表格日期不是报价日期：请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="2373" />
      <source>tax: without VAT (the tax line {label!r} below the table)</source>
      <translation>税：不含增值税（表格下方的税额行 {label!r}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="2378" />
      <source>tax: without VAT (the tax line {label!r} below the table is {rate:.1%} of the lines' amounts)</source>
      <translation>税：不含增值税（表格下方的税额行 {label!r} 是各行金额的 {rate:.1%}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="2389" />
      <source>tax rate: {rate:.1%} (the tax line {label!r})</source>
      <translation>税率：{rate:.1%}（税额行 {label!r}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="2418" />
      <source>offer: a server of one device (the column {col} counts each line's devices, and the table's other lines are servers)</source>
      <translation>报价：单设备的服务器（{col} 列记录每行的设备数，且表中其他行都是服务器）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="2463" />
      <source>tax: VAT included (the total {label!r} below the table sums the lines)</source>
      <translation>税：含增值税（表格下方的合计 {label!r} 等于各行金额之和）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="2667" />
      <source>quote date {date} taken from sheet {sheet!r}</source>
      <translation>报价日期 {date} 取自工作表 {sheet!r}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="267" />
      <source>{file}: sheet {sheet!r} holds a picture and no cells: a price list pasted or scanned as an image cannot be read; ask the vendor for the table itself (.xlsx or .csv)</source>
      <translation>{file}：工作表 {sheet!r} 只有图片，没有单元格：粘贴或扫描成图片的价格表无法读取；请向供应商索取表格本身（.xlsx 或 .csv）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="2688" />
      <source>the quote's total on the cover sheet {sheet!r}, not a product</source>
      <translation>封面工作表 {sheet!r} 上的报价总额，不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="2708" />
      <source>price: column {old} ({old_head}) is struck through (an old price): the price is column {new} ({new_head})</source>
      <translation>价格：{old} 列（{old_head}）带删除线（旧价格）：价格取 {new} 列（{new_head}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="275" />
      <source>sheet {sheet!r} is empty</source>
      <translation>工作表 {sheet!r} 是空的</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="2769" />
      <source>the rows under the section title on row {row} are read with the note's own words for that section ({said})</source>
      <translation>第 {row} 行分节标题下的各行按说明中针对该分节的文字读取（{said}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="277" />
      <source>all its visible sheets are empty</source>
      <translation>所有可见工作表都是空的</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="279" />
      <source>{file}: the workbook has no data ({where})</source>
      <translation>{file}：工作簿没有数据（{where}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="2792" />
      <source>offer valid until {date}, as sheet {sheet!r} says</source>
      <translation>报价有效期至 {date}（据工作表 {sheet!r}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="2874" />
      <source>tax: {basis} (the note {text!r}, which names the column {name!r})</source>
      <translation>税：{basis}（注释 {text!r}，其中指明了 {name!r} 这一列）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="2876" />
      <source>none charged</source>
      <translation>不收税</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="2912" />
      <source>{n} tables side by side on this sheet; each read with its own header</source>
      <translation>此工作表上有 {n} 个并排的表格；各按自己的表头读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="2961" />
      <source>the special price {price} starts on {day} (column {col}), not yet an offer; the row's regular price is</source>
      <translation>特价 {price} 自 {day} 起才生效（{col} 列），尚不是报价；该行的常规价格才是</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="2974" />
      <source>the special price {price} ended on {day} (column {col}), not an offer; the row's regular price is</source>
      <translation>特价 {price} 已于 {day} 结束（{col} 列），不是报价；该行的常规价格才是</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="2996" />
      <source>row {row}: a special price {price} runs until {day} (column {col}): the listing sells at it now; this regular price holds after</source>
      <translation>第 {row} 行：特价 {price} 持续到 {day}（{col} 列）：商品目前按特价出售；此常规价格在特价结束后适用</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3009" />
      <source>price: the regular price (column {regular}) and a special price (column {special}) on a row are two offers, the special one valid until its end day (column {end}); a special price that has ended is none</source>
      <translation>价格：一行中的常规价格（{regular} 列）与特价（{special} 列）是两个报价，特价有效至其结束日（{end} 列）；已结束的特价不是报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3031" />
      <source>price: one rate per availability zone's column ({names}), each a quote of its own; a zone's '—' or sold-out cell is no offer there</source>
      <translation>价格：每个可用区列（{names}）各有一个费率，各为一条报价；某可用区的“—”或售罄单元格表示该处无报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3105" />
      <source>{name}: its own quote date and validity read from the lines under the header ({said})</source>
      <translation>{name}：其报价日期和有效期取自表头下方的行（{said}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3113" />
      <source>{name}: valid {n} days from a day the sheet does not give; no expiry date read</source>
      <translation>{name}：有效期 {n} 天，但表中未给出起算日期；未读取截止日期</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3130" />
      <source>an interruptible (spot) rate: it can be preempted, and changes often</source>
      <translation>可中断（竞价）价格：可能被抢占，且经常变动</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3152" />
      <source>delivery term: {name!r} (one of {n} ways the row is offered)</source>
      <translation>交货条款：{name!r}（本行 {n} 种报价方式之一）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3153" />
      <source>delivery term {name}</source>
      <translation>交货条款 {name}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3155" />
      <source>column: {name!r} (one of {n} price columns of the row)</source>
      <translation>列：{name!r}（该行 {n} 个价格列之一）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3156" />
      <source>column {name}</source>
      <translation>列 {name}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3158" />
      <source>offer: {name!r} (one of {n} offers on the row)</source>
      <translation>报价方：{name!r}（该行 {n} 个报价之一）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3160" />
      <source>offer of {name}</source>
      <translation>{name} 的报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3174" />
      <source>{name}: no offer for this line ({text!r} in column {col})</source>
      <translation>{name}：此行无报价（{col} 列为 {text!r}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3192" />
      <source>{name}: no offer for this line (its cell is empty)</source>
      <translation>{name}：此行无报价（其单元格为空）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3198" />
      <source>condition: used (a grade: {name!r})</source>
      <translation>成色：二手（成色等级：{name!r}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3224" />
      <source>{name}: no offer for this line ({text!r} in {cell}, while other offers on the row name a price)</source>
      <translation>{name}：未对此行报价（{cell} 中为 {text!r}，而该行其他报价给出了价格）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3246" />
      <source>no offer for this line ({text!r} in column {col})</source>
      <translation>此行无报价（{col} 列为 {text!r}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3253" />
      <source>{name}: {reason}</source>
      <translation>{name}：{reason}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3263" />
      <source>{n} offers on each row ({names}): each offer's price is its own quote; columns outside them are not offers</source>
      <translation>每行有 {n} 个报价（{names}）：每个报价的价格各为一条报价；这些列组之外的列不是报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3292" />
      <source>vendor: {n} bidders' offers side by side, each quote its own bidder's; the import names them all ({vendor}), not '{was}'</source>
      <translation>供应商：{n} 家投标方的报价并排，每条报价属于各自的投标方；本次导入列出全部投标方（{vendor}），而不是“{was}”</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3377" />
      <source>{sheets} only total the lines of sheet {sheet!r} (each amount is a line's quantity times its unit price there): a summary, not read as the offer</source>
      <translation>{sheets} 只是工作表 {sheet!r} 各行的合计（每个金额都是该表一行的数量乘以单价）：是汇总表，不作为报价读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3394" />
      <source>{sheets} only repeat the prices of sheet {sheet!r} (a summary or a copy): not read twice</source>
      <translation>{sheets} 只是重复工作表 {sheet!r} 的价格（汇总或副本）：不重复读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3412" />
      <source>the sheet the workbook opens on; {others} price the same devices with the same date</source>
      <translation>这是工作簿打开时显示的工作表；{others} 以相同日期为相同设备报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3417" />
      <source>{others} price the same devices with the same date</source>
      <translation>{others} 以相同日期为相同设备报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3419" />
      <source>sheet {sheet!r} read as the offer: {why}</source>
      <translation>将工作表 {sheet!r} 作为报价读取：{why}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3666" />
      <source>the replacement in column {col} ({head}), priced in column {pcol}: a quote of its own on the line</source>
      <translation>{col} 列（{head}）中的替代型号，价格在 {pcol} 列：该行上的一条独立报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3672" />
      <source>replacement offered on the line</source>
      <translation>该行提供的替代型号</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3727" />
      <source>sheet {sheet!r}: {what}</source>
      <translation>工作表 {sheet!r}：{what}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3813" />
      <source>rows {first}-{last}: a markdown table typed into column A, read split at its '|' (each part named as the column it becomes)</source>
      <translation>第 {first}-{last} 行：输入在 A 列中的 Markdown 表格，按“|”拆分读取（每一部分按其成为的列命名）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3863" />
      <source>model read from the comment on cell {cell} (the cell says {text!r}): check it</source>
      <translation>型号取自单元格 {cell} 的批注（单元格本身写的是 {text!r}）：请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3924" />
      <source>price: each line's total (column {total}) is column {unit} ({head}) times the quantity, not column {old} ({old_head}): column {unit} is the price paid; column {old} is kept as context</source>
      <translation>价格：每行的金额（{total} 列）是 {unit} 列（{head}）乘以数量，而不是 {old} 列（{old_head}）：{unit} 列是实付价格；{old} 列仅作参考保留</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="393" />
      <source>{file}: row {row} names no model column and no price column that can be told; add --map model=COLUMN --map price=COLUMN (or pick them in the import dialog)</source>
      <translation>{file}：第 {row} 行无法识别出型号列和价格列；请加上 --map model=列 --map price=列（或在导入对话框中选择）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="3974" />
      <source>price: a lease schedule: the monthly rental in column {col} ({head}) is a lease quote of its own{term}; the price in column {price} stays the purchase price</source>
      <translation>价格：租赁方案：{col} 列（{head}）的月租金是一条单独的租赁报价{term}；{price} 列的价格仍是购买价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4001" />
      <source>column {line} is the rental per unit in column {col} times the count in column {qty} on every line: the amounts not said to be per unit are the line's, and the price in column {price} is divided by the count</source>
      <translation>每一行的 {line} 列都等于 {col} 列的单位租金乘以 {qty} 列的数量：未注明按单位的金额是整行的，{price} 列的价格按数量分摊</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4039" />
      <source>{file}, sheet {sheet!r}: the column mapping points past the last column</source>
      <translation>{file}，工作表 {sheet!r}：列对应关系超出了最后一列</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4086" />
      <source>column {total} is each line's total (column {unit} times the count in column {qty} on every line): the unit price is read from column {unit} and the quantity from column {qty}, not from a header word: check them</source>
      <translation>列 {total} 是每行的合计（每一行都等于列 {unit} 乘以列 {qty} 中的数量）：单价从列 {unit} 读取，数量从列 {qty} 读取，并非依据表头文字：请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="410" />
      <source>{file}: sheet {sheet!r} is a freight quotation (charges per kilogram of cargo for carrying goods its lines name): it prices no device, so there is nothing to import</source>
      <translation>{file}：工作表 {sheet!r} 是一份货运报价（按货物公斤数收取运输所列货物的费用）：它没有给任何设备定价，因此没有可导入的内容</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4106" />
      <source>prices in credits (column {col}, {head}): one credit is {value:g} {cur}, as the note {text!r} says; each price is its credits times that</source>
      <translation>价格以积分计（{col} 列，{head}）：按备注 {text!r}，1 积分 = {value:g} {cur}；每个价格为积分数乘以该值</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4121" />
      <source>prices read in units of {scale:,}, as the note {text!r} says</source>
      <translation>价格按 {scale:,} 为单位读取，依据备注 {text!r}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4157" />
      <source>the note {text!r}</source>
      <translation>说明 {text!r}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4161" />
      <source>the price column's number format (its currency and locale)</source>
      <translation>价格列的数字格式（其货币和区域设置）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4165" />
      <source>the price column's number format</source>
      <translation>价格列的数字格式</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4176" />
      <source>the prices' currency is only the sign {sign!r} in the price column's number format; read as {cur} ({how}), though {other} writes the same sign (pass --currency if not)</source>
      <translation>价格的币种只见于价格列数字格式中的符号 {sign!r}；读作 {cur}（{how}），但 {other} 也写作同一符号（如不是，请用 --currency 指定）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="419" />
      <source>{file}: sheet {sheet!r} is a buy-back price guide ({words}): its prices are what the sender pays for devices it buys, not offers to sell them, so there is nothing to import</source>
      <translation>{file}：工作表 {sheet!r} 是回收价目表（{words}）：其中的价格是发件方收购设备所付的价钱，不是出售报价，因此没有可导入的内容</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4213" />
      <source>the headers of the table's other amounts ({heads})</source>
      <translation>表中其他金额列的表头（{heads}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4215" />
      <source>the price column names no currency; read as {cur}, the one currency the headers of the table's other amounts name ({heads})</source>
      <translation>价格列未注明币种；按 {cur} 读取，即表中其他金额列表头共同注明的币种（{heads}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="429" />
      <source>{file}: sheet {sheet!r} is a purchase requisition or budget estimate ({words}): its prices are the buyer's own estimates asked for approval, not an offer from a supplier, so there is nothing to import</source>
      <translation>{file}：工作表 {sheet!r} 是请购单或预算估价（{words}）：其中的价格是买方为报批自行估算的金额，不是供应商的报价，因此没有可导入的内容</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4296" />
      <source>no quote date found in the sheet's notes: each line is dated by its own date in column {col}; a line without one is dated {today} (the import date)</source>
      <translation>表格说明中没有找到报价日期：每行按其在 {col} 列中的日期记日期；没有日期的行记为 {today}（导入日期）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4305" />
      <source>no quote date found in the sheet; dated {today} (the import date)</source>
      <translation>表格中没有找到报价日期；日期记为 {today}（导入日期）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4311" />
      <source>quote date: the sheet names a month, not a day; read as the month's first day, {date} (the day is not stated)</source>
      <translation>报价日期：表格只写了月份，没有写日；按该月第一天 {date} 读取（日期未写明）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4319" />
      <source>quote date: the sheet gives its day and month without the year; read as {date}, the latest such day up to a week after the import date</source>
      <translation>报价日期：表格只写了月和日，没有年份；按 {date} 读取，即导入日期之后一周以内最近的这一天</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4338" />
      <source>the sheet's language and its tax word {word!r} (no currency in the sheet)</source>
      <translation>表格的语言及其税种词 {word!r}（表格中没有币种）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4339" />
      <source>no currency named in the sheet; prices read as {cur}, the currency of its language ({language}) whose tax word {word!r} it writes and in which its prices fit the devices' reference prices: weak evidence (pass --currency if not)</source>
      <translation>表格未写明币种；价格按 {cur} 读取：这是表格语言（{language}）的币种，表格写有该语言的税种词 {word!r}，且价格按此币种与设备参考价相符：证据较弱（如不是，请传入 --currency）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4358" />
      <source>the place the sheet names, {place!r} (no currency in the sheet)</source>
      <translation>表格所写的地点 {place!r}（表格未写明货币）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4359" />
      <source>no currency named in the sheet; prices read as {cur}, the currency of the place it names ({place!r}), in which its prices fit the devices' reference prices: weak evidence (pass --currency if not)</source>
      <translation>表格未写明货币；价格按 {cur} 读取，即表格所写地点（{place!r}）的货币，所列设备的价格在该货币下与参考价相符：证据较弱（如不对请用 --currency 指定）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4374" />
      <source>the currencies the sheet's language is priced in (no currency in the sheet)</source>
      <translation>表格语言常用的计价货币（表格未写明货币）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4375" />
      <source>no currency named in the sheet; prices read as {cur}: of the currencies sheets in {language} are priced in ({codes}), the only one in which its prices fit the devices' reference prices: weak evidence (pass --currency if not)</source>
      <translation>表格未写明货币；价格按 {cur} 读取：{language} 表格常用的计价货币（{codes}）中，只有按它计价时价格与设备参考价相符：证据较弱（如不对请用 --currency 指定）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4389" />
      <source>the currencies the sheet's language is priced in that write {sign!r}</source>
      <translation>表格语言所用货币中写作 {sign!r} 的货币</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="439" />
      <source>{file}: sheet {sheet!r} is a fixed-asset register (original cost, depreciation and book value of assets already owned): it holds no offer, so there is nothing to import</source>
      <translation>{file}：工作表 {sheet!r} 是固定资产清单（已拥有资产的原值、累计折旧和净值），不含任何报价，没有可导入的内容</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4390" />
      <source>the prices are written with {sign!r} alone; read as {cur}: of the currencies sheets in {language} are priced in that write it, the only one in which its prices fit the devices' reference prices (not {usual}): weak evidence (pass --currency if not)</source>
      <translation>价格仅以 {sign!r} 书写；按 {cur} 读取：在 {language} 表格所用且写作该符号的货币中，只有它能使价格与设备参考价相符（而非 {usual}）：证据较弱（如不是，请传入 --currency）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4403" />
      <source>the reference prices of the devices named (no currency in the sheet)</source>
      <translation>所列设备的参考价格（表格中没有货币）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4404" />
      <source>no currency named in the sheet; prices read as {cur}, the currency in which they match the reference prices of the devices named (pass --currency if not)</source>
      <translation>表格未写明货币；价格按 {cur} 读取，因为所列设备的价格在该货币下与参考价相符（如不对请用 --currency 指定）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4428" />
      <source>the amounts in the sheet's notes (no currency beside the prices)</source>
      <translation>表格备注中金额旁的货币（价格旁未注明货币）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4430" />
      <source>no currency beside the prices; read as {cur}, the only currency the sheet's notes write beside an amount (pass --currency if not)</source>
      <translation>价格旁未注明货币；按 {cur} 读取，这是表格备注中金额旁出现的唯一货币（如不是，请用 --currency 指定）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4440" />
      <source>the sheet's language (no currency in the sheet)</source>
      <translation>表格的语言（表格中没有货币）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4442" />
      <source>no currency named in the sheet; prices read as {cur}, the currency of the sheet's language (pass --currency if not)</source>
      <translation>表格未写明货币；价格按表格语言对应的货币 {cur} 读取（如不对请用 --currency 指定）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4462" />
      <source>the only currency code or sign the sheet writes ({text!r})</source>
      <translation>表中写出的唯一货币代码或符号（{text!r}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4464" />
      <source>no currency beside the prices; read as {cur}, the only currency the sheet names ({text!r}; pass --currency if not)</source>
      <translation>价格旁未注明货币；按 {cur} 读取，这是表中唯一提到的货币（{text!r}；如不是，请用 --currency 指定）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="448" />
      <source>{file}: sheet {sheet!r} is an insurance schedule (the replacement value and sum insured of the items a policy covers): an insurer's valuation of what the insured owns, not an offer, so there is nothing to import</source>
      <translation>{file}：工作表 {sheet!r} 是一份保险清单（保单所保物品的重置价值和保险金额）：这是保险方对投保人自有资产的估值，不是报价，因此没有可导入的内容</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4484" />
      <source>columns {incl} and {excl} stand in the ratio 1 + {rate:g}% on every line, the standard VAT rate of {country} ({cur}): {incl} is read as the price with VAT and {excl} as the price without, not from a header word: check them</source>
      <translation>列 {incl} 与列 {excl} 在每一行的比值都是 1 + {rate:g}%，即 {country}（{cur}）的标准增值税率：{incl} 读作含税价，{excl} 读作不含税价，并非依据表头文字：请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4523" />
      <source>price: column {col} names no price kind; column {other} beside it is its amounts times the hours of a {period} on its rows: read as rates per hour, and column {other} as a committed rate</source>
      <translation>价格：列 {col} 未写明价格类型；其旁的列 {other} 在各行上等于它的金额乘以一{period}的小时数：按每小时单价读取，列 {other} 读作承诺期价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4541" />
      <source>column {col} ({head}): its amounts are the size of hourly rates for the devices on their rows (their reference prices paid back in {low:,.0f}-{high:,.0f} hours), not of purchase prices: check whether they are rates per hour</source>
      <translation>列 {col}（{head}）：其金额与所在行设备的每小时租价相当（{low:,.0f}-{high:,.0f} 小时即可抵回参考价），不像购买价：请核对是否为每小时单价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4561" />
      <source>price: column {col} names no price kind; its amounts are the size of hourly rates for the devices on their rows (their reference prices paid back in {low:,.0f}-{high:,.0f} hours): read as rates per hour</source>
      <translation>价格：第 {col} 列未写明价格类型；其金额相当于所在行设备的小时租金（其参考价格在 {low:,.0f}-{high:,.0f} 小时内回本）：按每小时费率读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4572" />
      <source>the {field} column ({col}) was recognised from the data under it, not from its header</source>
      <translation>{field} 列（{col}）是根据其下方的数据识别的，而不是根据表头</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4580" />
      <source>hidden columns skipped (not part of the offer): {cols}</source>
      <translation>已跳过隐藏的列（不属于报价）：{cols}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4593" />
      <source>the {col} column names {n} suppliers ({names}): the import keeps one vendor for the file, '{vendor}'; import each supplier's lines apart (or give the vendor) to tell their quotes apart</source>
      <translation>{col} 列列出了 {n} 家供应商（{names}）：本次导入整个文件只记一个供应商“{vendor}”；如需区分各家报价，请按供应商分开导入（或指定供应商）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="460" />
      <source>{file}: sheet {sheet!r} is a model API's price list, priced per token ({head!r}): the accelerators it names are what the models run on, not offers, so there is nothing to import</source>
      <translation>{file}：工作表 {sheet!r} 是模型 API 的价格表，按 token 计价（{head!r}）：其中列出的加速卡是运行模型的硬件，并非报价，因此无可导入的内容</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4690" />
      <source>sheet currency {cur} from {how}</source>
      <translation>表格货币 {cur}，来自{how}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4703" />
      <source>valid {n} days from a day the sheet does not give; no expiry date read</source>
      <translation>有效期 {n} 天，但表中未给出起算日期；未读取截止日期</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4713" />
      <source>a record of field/value rows: the model in row {row}, the price in {cell}</source>
      <translation>字段/值逐行排列的记录：型号在第 {row} 行，价格在 {cell}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4732" />
      <source>quote date {date}: the sheet names a month, not a day (its first day assumed)</source>
      <translation>报价日期 {date}：表格只写了月份，没有写日（按该月第一天计）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="474" />
      <source>{file}: sheet {sheet!r} lists devices ({devices}) beside amounts it cannot read as prices ({text!r} in {cell} {why}); name the price column and its currency with --header-row N --map model=B --map price=E --currency CODE</source>
      <translation>{file}：工作表 {sheet!r} 列出了设备（{devices}），旁边的金额无法读作价格（{cell} 中的 {text!r}{why}）；请用 --header-row N --map model=B --map price=E --currency CODE 指明价格列及其币种</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4743" />
      <source>quote date {date}: the day the prices take effect; the sheet itself is dated {other}: check which one the offer holds</source>
      <translation>报价日期 {date}：价格生效之日；表格本身的日期是 {other}：请核对报价以哪一天为准</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4751" />
      <source>quote date {date}: read day first, the one order under which the offer's {days} days of validity hold on the import day; month first it is {other}: check</source>
      <translation>报价日期 {date}：按日在前读取（只有这种顺序下，报价的 {days} 天有效期在导入日仍然有效）；按月在前则为 {other}：请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4762" />
      <source>quote date {date}: read month first (a US-dollar sheet in English, no date on it says the order); day first it is {other}: check</source>
      <translation>报价日期 {date}：按月在前读取（英文的美元报价单，表中没有日期能说明日月顺序）；按日在前则为 {other}：请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4770" />
      <source>quote date {date}: the bid opening day (the sheet gives no other): check</source>
      <translation>报价日期 {date}：开标日（表中未给出其他日期）：请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4800" />
      <source>price column {col} was recognised from its amounts, not from a header word: check it</source>
      <translation>价格列 {col} 是根据其金额识别的，而不是根据表头文字：请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4816" />
      <source>no currency in the sheet's notes, headers or number formats; each price must name its own (or pass --currency)</source>
      <translation>表格的说明、表头和数字格式中都没有货币；每个价格须自带货币（或用 --currency 指定）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4821" />
      <source>{n} hidden rows skipped (not part of the offer)</source>
      <translation>已跳过 {n} 个隐藏行（不属于报价）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4826" />
      <source>{n} more models are unmatched or uncertain; each row says so in its warnings</source>
      <translation>另有 {n} 个型号未匹配或不确定；每行的警告中都有说明</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4832" />
      <source>{rows}: {what}</source>
      <translation>{rows}：{what}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4836" />
      <source>{rows}: {model!r} could be {candidates}; kept as unknown device (pick the device in the import dialog)</source>
      <translation>{rows}：{model!r} 可能是 {candidates}；暂记为未知设备（可在导入对话框中选择设备）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4849" />
      <source>a box's price is divided by the units in it: the quote is per device</source>
      <translation>整箱价格已除以箱内数量：报价为单个设备价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4852" />
      <source>a server's or an instance's price is divided by its accelerators: the quote is per device</source>
      <translation>整机或实例的价格已除以其加速卡数：报价按单卡计</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4855" />
      <source>prices include VAT (what is paid); the basis and rate are recorded</source>
      <translation>价格含增值税（即实际支付额）；已记录计税口径和税率</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4858" />
      <source>condition: where the sheet does not say, a quote is read as new (its condition stays empty; condition_when_unstated says so)</source>
      <translation>成色：表格未写明时，报价按全新读取（成色字段保持为空；导入结果中注明此约定）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="489" />
      <source>{file}: sheet {sheet!r} lists devices ({devices}) but no prices: a stock or availability list without a price column has nothing to import; if a column holds prices, name it with --header-row N --map model=B --map price=E</source>
      <translation>{file}：工作表 {sheet!r} 列出了设备（{devices}），但没有价格：没有价格列的库存或供货清单无可导入的内容；如果某列是价格，请用 --header-row N --map model=B --map price=E 指定</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4914" />
      <source>the rate it replaces from {day}: {raw} ({head})</source>
      <translation>自 {day} 起被取代的费率：{raw}（{head}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4928" />
      <source>the rate from {day} of a price-change notice: the offer</source>
      <translation>调价通知中自 {day} 起的费率：即报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="4954" />
      <source>a line the price-change notice retires ({word!r}): no rate from {day} on, its current rate is no offer</source>
      <translation>调价通知中停用的一行（{word!r}）：自 {day} 起无费率，其现行费率不是报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="500" />
      <source>{file}: no header with a model column and a price column in the first 40 rows of {where}{found}; name them with --header-row N --map model=B --map price=E (or pick them in the import dialog)</source>
      <translation>{file}：在{where}的前 40 行中没有找到同时含型号列和价格列的表头{found}；请用 --header-row N --map model=B --map price=E 指定（或在导入对话框中选择）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="5017" />
      <source>a total line: its amount {amount:,.2f} is the sum of the lines above it, not a product</source>
      <translation>合计行：其金额 {amount:,.2f} 是上方各行之和，不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="504" />
      <source>sheet {sheet!r}</source>
      <translation>工作表 {sheet!r}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="5059" />
      <source>{cell} ({head}): {amount:,.2f} {cur} is the price in column {src} converted at the rate the sheet states above the table ({rate:g}): the same offer in another currency, not read as a second quote</source>
      <translation>{cell}（{head}）：{amount:,.2f} {cur} 是 {src} 列的价格按表格上方所列汇率（{rate:g}）换算的结果：同一报价的另一种货币，不作为第二条报价读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="506" />
      <source>any sheet ({names})</source>
      <translation>任何工作表（{names}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="507" />
      <source> ({detail})</source>
      <translation>（{detail}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="521" />
      <source>a two-way board: the prices under {sell!r} are what the sender sells at, the offers; what it pays for devices it buys is no offer</source>
      <translation>双向报价板：{sell!r} 下的价格是发送方的卖出价，即报价；其收购设备所付的价格不是报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="5224" />
      <source>found from the data under it</source>
      <translation>由其下方的数据判断</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="5224" />
      <source>named by its header</source>
      <translation>由表头指明</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="5227" />
      <source>price: column {col} ({head}), {how}</source>
      <translation>价格：第 {col} 列（{head}），{how}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="5265" />
      <source>an amount under {head!r} above the table: a total, not a product</source>
      <translation>表格上方 {head!r} 下的金额：是合计，不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="5272" />
      <source>the quote's total above the table, not a product</source>
      <translation>表格上方的报价总额，不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="5305" />
      <source>above the table read (its header is row {head}): names {model!r} beside an amount but is no row of that table; if it is an offer, read it with --header-row</source>
      <translation>位于所读表格之上（其表头在第 {head} 行）：在一个金额旁写有 {model!r}，但不属于该表格的行；如果这是一条报价，请用 --header-row 读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="544" />
      <source>{label!r}: the buyer's own figures or ones computed from the offers, not an offer</source>
      <translation>{label!r}：采购方自己的数字或由各报价计算得出的数字，不是报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="554" />
      <source>{label}: no price in any of the offer's columns ({cell!r}): no offer</source>
      <translation>{label}：报价的各列均无价格（{cell!r}）：无报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="5718" />
      <source>{sign} read as {cur}: the sheet names {place}</source>
      <translation>{sign} 按 {cur} 读取：表中写明了地点 {place}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="5724" />
      <source>{sign} read as {cur}: the sheet's tax is {word}</source>
      <translation>{sign} 按 {cur} 读取：表中的税种是 {word}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="5753" />
      <source>{sign} read as {cur}: the currency of the sheet's language ({language})</source>
      <translation>{sign} 按 {cur} 读取：表格所用语言（{language}）的货币</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="5764" />
      <source>{sign} read as {cur}, the currency of {language}, whose words the sheet uses; nothing in it names a place or a tax that settles the sign, which {others} write too (pass --currency if not)</source>
      <translation>{sign} 读作 {cur}，即表格所用词语所属语言（{language}）的货币；表中没有能确定该符号的地名或税种，而 {others} 也写作该符号（如不是，请传入 --currency）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="578" />
      <source>the price columns are rounds of one offer ({names}): the newest, {name!r} (column {col}), is the offer; the earlier rounds' prices are history</source>
      <translation>这些价格列是同一报价的多轮报价（{names}）：最新一轮 {name!r}（第 {col} 列）为报价；较早轮次的价格仅作历史记录</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="5857" />
      <source>tax: not stated for the purchase (the note {text!r} speaks of rent payments only)</source>
      <translation>税：购买价未注明（附注 {text!r} 只讲租金）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="5883" />
      <source>tax rate: {rate:.1%}, the one every other line's two prices give</source>
      <translation>税率：{rate:.1%}，即其他各行两个价格给出的同一税率</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="5932" />
      <source>a block from {first} to {last} ({days} days; columns {a} and {b}): read as a reserved rate for those days, not an on-demand one; check</source>
      <translation>从 {first} 到 {last} 的一段容量（{days} 天；{a} 列和 {b} 列）：按这段时间的预留价格读取，而非按需价格；请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="5995" />
      <source>quote date {date}: the line's own quote (column {col}, {value!r})</source>
      <translation>报价日期 {date}：该行自己所选的报价（{col} 列，{value!r}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="6024" />
      <source>quote date {date}: the day this line was last changed (column {col}, {head}); the sheet gives no date of its own: check when the offer was made</source>
      <translation>报价日期 {date}：此行最后修改之日（{col} 列，{head}）；表格本身没有日期：请核对报价的日期</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="6207" />
      <source>used the column mapping you confirmed for {vendor}</source>
      <translation>使用了你为 {vendor} 确认过的列对应关系</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="703" />
      <source>the price columns' labels ({labels}): each names the device of its column's offers, one quote per column; not a product line</source>
      <translation>价格列的标签（{labels}）：每个标签说明该列报价所配的设备，每列一条报价；不是产品行</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="715" />
      <source>a price survey: one offer per seller's column ({names}); {stats} computed from them, not offers</source>
      <translation>价格调查：每个商户一列，各为一个报价（{names}）；{stats} 由这些价格算出，不是报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="731" />
      <source>the price columns are one price history ({labels}): the newest, {label!r} (column {col}), read</source>
      <translation>这些价格列是同一段价格历史（{labels}）：读取最新的 {label!r}（第 {col} 列）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="765" />
      <source>model: each part number's description joined from sheet {other!r} (the same part number there)</source>
      <translation>型号：每个料号的描述取自工作表 {other!r}（按相同料号对应）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="776" />
      <source>sheet {summary!r} repeats the prices of {sheets} side by side, each in a column of its own (a comparison of their offers{how}): each of those sheets is read as an offer of its own, {summary!r} is not read twice</source>
      <translation>工作表 {summary!r} 将 {sheets} 的价格并排列出，每个占一列（对其报价的比较{how}）：这些工作表各按一份独立报价读取，{summary!r} 不重复读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="782" />
      <source>, its prices formulas reading those sheets</source>
      <translation>，其价格为引用这些工作表的公式</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="802" />
      <source>read {n} offer sheets, each its own offer (compared side by side on another sheet): {sheets}; each quote names its sheet{rest}</source>
      <translation>读取了 {n} 个报价工作表，各为一份独立报价（在另一工作表上并排比较）：{sheets}；每条报价注明其工作表{rest}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="807" />
      <source>; other sheets: {others}</source>
      <translation>；其他工作表：{others}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="813" />
      <source>read {n} offer sheets, each its own offer (the same date, another currency or other devices): {sheets}; each quote names its sheet{rest}</source>
      <translation>读取了 {n} 个报价工作表，各为独立报价（日期相同，币种或设备不同）：{sheets}；每条报价注明其工作表{rest}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="824" />
      <source>used sheet {sheet!r}, the newest visible price sheet; other sheets: {others} (choose another with --sheet or in the import dialog)</source>
      <translation>使用了工作表 {sheet!r}，即最新的可见价格表；其他工作表：{others}（可用 --sheet 或在导入对话框中选择其他工作表）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="832" />
      <source>hidden sheets skipped (not part of the offer): {names}</source>
      <translation>已跳过隐藏的工作表（不属于报价）：{names}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="836" />
      <source>{file}, sheet {sheet!r}: the header is on row {row} but no data rows follow it</source>
      <translation>{file}，工作表 {sheet!r}：表头在第 {row} 行，但下面没有数据行</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="848" />
      <source>a comparison of the offer sheets read: its prices are formulas reading them</source>
      <translation>对已读取报价工作表的比较：其价格是引用这些工作表的公式</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="850" />
      <source>a comparison of the offer sheets read: it repeats their prices</source>
      <translation>对已读取报价工作表的比较：重复了它们的价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="853" />
      <source>a summary: its amounts total the lines of sheet {sheet!r} (quantity times unit price)</source>
      <translation>汇总表：其金额是工作表 {sheet!r} 各行的合计（数量乘以单价）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="858" />
      <source>another version of the offer: sheet {sheet!r} was read as the newest</source>
      <translation>同一报价的另一版本：已读取最新的工作表 {sheet!r}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="860" />
      <source>it holds no quote of an accelerator</source>
      <translation>其中没有加速卡的报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="906" />
      <source>the prices with and without VAT give {n} different rates on its lines ({lo:.1%} to {hi:.1%}): one of the two columns is not this price with or without tax; check which column is the price</source>
      <translation>含税价与不含税价在各行算出 {n} 种不同的税率（{lo:.1%} 至 {hi:.1%}）：两列之一并非本价格的含税或不含税价；请核对哪一列是价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="967" />
      <source>a colocation quote with no accelerator prices (racks, power, bandwidth): nothing to import</source>
      <translation>机柜托管报价，没有加速卡价格（机柜、电力、带宽）：没有可导入的内容</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="969" />
      <source>a quote of servers or chassis without accelerators (barebones): nothing to import</source>
      <translation>不含加速卡的服务器或机箱报价（准系统）：没有可导入的内容</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="976" />
      <source>read from a line of text (a chat or an e-mail, not a table): check it</source>
      <translation>从一行文字中读取（聊天记录或邮件，而非表格）：请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="980" />
      <source>a line of text without a price in a currency, not a quote</source>
      <translation>一行没有带币种价格的文字，不是报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/__init__.py" line="998" />
      <source>the sheet is text, not a table: each line was split into a name and a price; every quote is marked for review</source>
      <translation>该工作表是文字而非表格：每行拆分为名称和价格；所有报价均标记为待核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/accounting.py" line="123" />
      <source>read as the table's header (the words of the row above it are not known), though it names {device!r} ({cells}): not imported; choose the header row with --header-row N (or in the import dialog)</source>
      <translation>被当作表头读取（其上一行的词无法识别），但它写有 {device!r}（{cells}）：未导入；请用 --header-row N（或在导入对话框中）指定表头行</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/accounting.py" line="135" />
      <source>a line with a device or prices above the table's header (row {header}) ({cells}): read as outside the table, not imported; if it belongs to it, choose the header row with --header-row N (or in the import dialog)</source>
      <translation>表头（第 {header} 行）上方一行含设备或价格（{cells}）：视为表外内容，未导入；如属于该表，请用 --header-row N（或在导入对话框中）指定表头行</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/accounting.py" line="143" />
      <source>a row of other figures of the devices along the table's header ({cells}), not a price</source>
      <translation>表头所列设备的其他数据行（{cells}），不是价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/accounting.py" line="148" />
      <source>names {device!r} but no price was read from the table's price column on this row ({cells}): not imported; check the columns (--map price=COLUMN)</source>
      <translation>写有 {device!r}，但本行价格列未读到价格（{cells}）：未导入；请检查列设置（--map price=COLUMN）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/accounting.py" line="155" />
      <source>names no device the catalog knows ({cells}): not read as a product line</source>
      <translation>未写明目录中已知的设备（{cells}）：不作为产品行读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/accounting.py" line="213" />
      <source>a quote's price</source>
      <translation>一条报价的价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/accounting.py" line="216" />
      <source>no table of models and prices was found on it</source>
      <translation>其中没有找到型号和价格的表格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/accounting.py" line="227" />
      <source>sheet {sheet!r} is not read: this row repeats a figure of sheet {other!r} row {row} ({what}); not counted twice ({cells})</source>
      <translation>未读取工作表 {sheet!r}：此行重复了工作表 {other!r} 第 {row} 行的数字（{what}）；不重复计算（{cells}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/accounting.py" line="237" />
      <source>sheet {sheet!r} is not read ({why}): {reason}</source>
      <translation>未读取工作表 {sheet!r}（{why}）：{reason}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/accounting.py" line="240" />
      <source>sheet {sheet!r} is not read ({why}): {what}</source>
      <translation>未读取工作表 {sheet!r}（{why}）：{what}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/accounting.py" line="244" />
      <source>sheet {sheet!r} is not read ({why}): not imported ({cells})</source>
      <translation>未读取工作表 {sheet!r}（{why}）：未导入（{cells}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1058" />
      <source>price: column {col} ({head}) is a monthly payment over the term in column {term}: a lease, not a rental by the hour</source>
      <translation>价格：{col} 列（{head}）是按 {term} 列期限逐月支付的款项：属于租赁，不是按小时计费的租用</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1105" />
      <source>price: committed rates only (column {col}, {head}); each quote is a reserved hourly rate</source>
      <translation>价格：只有承诺费率（第 {col} 列，{head}）；每条报价为预留小时费率</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1127" />
      <source>price: one price column per date ({cols}); the newest, column {col} ({day}), is the offer and its date the quote date; the older columns are history, not offers</source>
      <translation>价格：每个日期一列价格（{cols}）；最新的第 {col} 列（{day}）为报价，其日期即报价日期；较早的列是历史价格，不是报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1197" />
      <source>rows under a device named alone on its row (a block title) are that device's: its tiers, variants or conditions, labelled in column {col}</source>
      <translation>单独成行的设备名（分组标题）下方的行属于该设备：其数量档位、版本或成色，标注在第 {col} 列</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1218" />
      <source>column {col} ({head}) holds amounts in a currency, not counts: not read as the quantity</source>
      <translation>{col} 列（{head}）是带币种的金额，不是数量：不作为数量读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1253" />
      <source>no unit price column: the unit price is the line amount ({amount}) divided by the quantity ({qty})</source>
      <translation>没有单价列：单价为行金额（{amount}）除以数量（{qty}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1273" />
      <source>price: column {col} ({head}) names no period and its prices are purchase prices, not hourly rates</source>
      <translation>价格：第 {col} 列（{head}）未写计费周期，其价格是购买价，不是小时单价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1286" />
      <source>column {col} ({head}) holds availability (free of total), not the devices one price is for</source>
      <translation>第 {col} 列（{head}）是可用数量（空闲/总数），不是一个价格对应的设备数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1330" />
      <source>price: a rental list billed per day, week or month row by row (column {col}); each price is divided by the hours of its period (a day is 24 h, a week 168 h, a month 730 h, a year 8,760 h)</source>
      <translation>价格：逐行按天、周或月计费的租用价目表（{col} 列）；每个价格除以其计费周期的小时数（一天按 24 小时、一周 168 小时、一个月 730 小时、一年 8,760 小时计）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1355" />
      <source>price: a lease's monthly payment per term in columns {cols}, each a lease quote of its own with its term in months beside the price in column {col}</source>
      <translation>价格：第 {cols} 列是按租期的每月租金，每个租期是一条单独的租赁报价（带其租期月数），与第 {col} 列的价格并列</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1374" />
      <source>price: a lease's monthly payment per term in columns {cols}; each term is a lease quote of its own with its term in months, not a rental by the hour</source>
      <translation>价格：第 {cols} 列是按租期的每月租金；每个租期是一条单独的租赁报价，带其租期月数，不是按小时租用</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1383" />
      <source>price: columns {cols} price a lease's whole term, not a month: each is divided by its months</source>
      <translation>价格：第 {cols} 列是整个租期的总价，不是月租：各自除以其租期月数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1441" />
      <source>price: committed-term rates in columns {cols} ({heads}); each term is a reserved quote of its own, converted to a rate per hour</source>
      <translation>价格：第 {cols} 列（{heads}）是承诺期价格；每个期限是一条单独的预留报价，换算为每小时价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1457" />
      <source>price: column {col} ({head}) is the list price in column {src} ({src_head}) times {rate:,.4g}, a rate stated above the table: the net price after that rate is the quote</source>
      <translation>价格：第 {col} 列（{head}）等于第 {src} 列（{src_head}）的目录价乘以表格上方注明的折扣率 {rate:,.4g}：按该折扣率计算后的净价为报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1474" />
      <source>price: column {col} ({head}) is column {src} ({src_head}) times {rate:,.4g}, a rate stated above the table, and is named as a unit price in its own currency: the same item offered in each currency, a quote per column</source>
      <translation>价格：{col} 列（{head}）是 {src} 列（{src_head}）乘以表格上方所写汇率 {rate:,.4g}，且列名为以其本币计的单价：同一商品以每种货币报价，每列一个报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1505" />
      <source>price: column {col} ({head}) is column {src} ({src_head}) times {rate:,.4g}, a rate stated above the table: a conversion; the quote is column {src}</source>
      <translation>价格：{col} 列（{head}）等于 {src} 列（{src_head}）乘以表格上方写明的汇率 {rate:,.4g}，是换算结果；报价取 {src} 列</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1533" />
      <source>price: column {col} ({head}) is the amount paid for the line: the price is it / the quantity ({qty}); column {unit} ({unit_head}) is the unit price before discounts</source>
      <translation>价格：{col} 列（{head}）是该行的实付金额：价格为它 / 数量（{qty}）；{unit} 列（{unit_head}）是优惠前的单价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1568" />
      <source>price: subscription plans ({heads}): each a rate reserved for its term, per device-hour (a month 730 h, a year 8,760 h)</source>
      <translation>价格：包年包月套餐（{heads}）：每种套餐都是按其期限预留的价格，折算为每设备每小时（一个月 730 小时，一年 8,760 小时）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1578" />
      <source>price: further on-demand rates in columns {cols} ({heads}), each an hourly quote of its own</source>
      <translation>价格：{cols} 列（{heads}）是其他按需小时价，各自作为一条小时报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1592" />
      <source>price: the interruptible (spot) rates in columns {cols} ({heads}), one per region as the on-demand ones, each an hourly quote of its own marked for review (it can be preempted)</source>
      <translation>价格：{cols} 列（{heads}）的可中断（抢占式）价格，与按需价格一样每个地域一列，各自作为一条单独的按小时报价，并标记待复核（可能被抢占）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1611" />
      <source>price: one offer per column of {head!r} ({counts}): each cell prices a machine of that many devices, per device = its price / the count</source>
      <translation>价格：{head!r}（{counts}）下每列一个报价：每个单元格是含该数量加速卡的整机价格，单卡价 = 价格 / 数量</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1633" />
      <source>price: column {col} ({head}) is the sum of columns {a} ({a_head}) and {b} ({b_head}) on every line: the whole price; those two are parts of it, never a price</source>
      <translation>价格：第 {col} 列（{head}）在每一行都等于第 {a} 列（{a_head}）与第 {b} 列（{b_head}）之和：它是完整价格；那两列是价格的组成部分，不是价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1650" />
      <source>column {col} ({head}) prices a machine of {n} devices: a server quote of its own beside the card's, per device = its price / {n}</source>
      <translation>{col} 列（{head}）是 {n} 卡整机的价格：在单卡报价之外另成一条服务器报价，每卡价格 = 该价格 / {n}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1664" />
      <source>price: one offer per sales channel column ({heads}), each named by its column</source>
      <translation>价格：每个销售渠道列（{heads}）各为一个报价，各以其列命名</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1675" />
      <source>price: one offer per condition column ({heads}), each in its column's condition</source>
      <translation>价格：每个成色列（{heads}）一条报价，成色取该列所标</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1700" />
      <source>column {col} has no header of its own beside the model column {model} ({head}): the header is written once over both, so the text under it is read with each model as its configuration</source>
      <translation>{col} 列在型号列 {model}（{head}）旁没有自己的表头：表头横跨两列只写了一次，因此其下文字作为各型号的配置读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="1913" />
      <source>price: quantity tiers in columns {cols}; the quote is the price for the fewest units, the prices for more units kept in the notes as alternatives</source>
      <translation>价格：{cols} 列为数量阶梯价；报价取最少数量（单件）的价格，更多数量的价格作为备选记入备注</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="2066" />
      <source>price: columns {heads} are prices for different buyer tiers; the sheet names the reader's tier ({tier}, row {row}): the price is column {col}, every tier kept in the notes</source>
      <translation>价格：列 {heads} 是不同买家等级的价格；表格注明了您的等级（{tier}，第 {row} 行）：价格取第 {col} 列，各等级价格均记入备注</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="2079" />
      <source>price: columns {heads} are prices for different buyer tiers and the sheet does not say which is the reader's: the quotes read column {col} ({head}), are marked for review and list every tier in their notes</source>
      <translation>价格：列 {heads} 是不同买家等级的价格，表格未说明哪一级适用于您：报价取第 {col} 列（{head}），标记为待复核，各等级价格均列入备注</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="2698" />
      <source>nothing recognised</source>
      <translation>未识别出任何列</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="2699" />
      <source>row {row} reads {cells} ({found})</source>
      <translation>第 {row} 行为 {cells}（{found}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="485" />
      <source>the prices are of whole lots ({head}): per device, each is divided by the devices in its lot (the quantity ({qty}) times the devices each item carries)</source>
      <translation>价格为整批（标包）价格（{head}）：每台设备的价格为该批价格除以批内设备数（数量（{qty}）乘以每件所含设备数）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="489" />
      <source>price: the VAT-inclusive column {col} ({head}); the price without VAT ({other}) is kept beside it</source>
      <translation>价格：取含税列 {col}（{head}）；不含税价格（{other}）一并保留</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="501" />
      <source>price: the price without VAT in column {col} ({head}) is the offer; the VAT-inclusive price ({other}) is the same offer with VAT and gives the rate</source>
      <translation>价格：第 {col} 列（{head}）的不含税价格为报价；含税价格（{other}）是同一报价加上增值税，并由此得出税率</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="685" />
      <source>price: the lease or financing payment in column {col} ({head}) is a lease quote of its own (per device and month), never a purchase price</source>
      <translation>价格：{col} 列（{head}）的租赁或分期付款是单独的租赁报价（每设备每月），绝不是购买价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="699" />
      <source>price: the interruptible (spot or bid) rate in column {col} ({head}) can be outbid or preempted: it is kept as context, never read as the offer</source>
      <translation>价格：{col} 列（{head}）的可中断（竞价或出价）费率可能被更高出价抢走或被抢占：仅作为参考保留，绝不当作报价读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="741" />
      <source>price: the net price in column {col} ({head}); the list price ({other}) is kept as context</source>
      <translation>价格：取 {col} 列的成交价（{head}）；目录价（{other}）保留作参考</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="765" />
      <source>column {col} ({head}) is when each listing ended, beside the price it sold for: read as each line's quote date (the day of the sale)</source>
      <translation>{col} 列（{head}）是每条挂牌结束的时间，与其成交价并列：读作每行的报价日期（成交当天）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="776" />
      <source>price: the monthly or yearly price in column {col} ({head}) is kept as context, not read as the price</source>
      <translation>价格：第 {col} 列（{head}）的包月或包年价格作为参考保留，不作为价格读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="786" />
      <source>daily</source>
      <translation>按日</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="786" />
      <source>monthly</source>
      <translation>按月</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="786" />
      <source>weekly</source>
      <translation>按周</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="786" />
      <source>yearly</source>
      <translation>按年</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="788" />
      <source>day</source>
      <translation>天</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="788" />
      <source>hour</source>
      <translation>小时</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="788" />
      <source>month</source>
      <translation>月</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="788" />
      <source>week</source>
      <translation>周</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="788" />
      <source>year</source>
      <translation>年</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="869" />
      <source>price: a rental list with a price per period ({columns}); the quote is the hourly price in column {col}, the others are kept as context</source>
      <translation>价格：按时段计价的租用价目表（{columns}）；报价取 {col} 列的每小时价格，其余作为参考保留</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="878" />
      <source>price: a rental list without an hourly price ({columns}); the quote is the {period} price in column {col} divided by {hours:g} hours (a day is 24 h, a week 168 h, a month 730 h, a year 8,760 h)</source>
      <translation>价格：没有小时价的租用价目表（{columns}）；报价取 {col} 列的{period}价格除以 {hours:g} 小时（一天按 24 小时、一周 168 小时、一个月 730 小时、一年 8,760 小时计）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/choose.py" line="898" />
      <source>price: the purchase price in column {col} ({head}) is read as a purchase quote beside the rent</source>
      <translation>价格：{col} 列（{head}）的采购价格作为采购报价，与租金报价并列读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/margins.py" line="183" />
      <source>price column {col} ({head}) chosen over column {other} ({other_head}: {amount:g}), which could also be the price; check</source>
      <translation>价格取 {col} 列（{head}），而非 {other} 列（{other_head}：{amount:g}），后者也可能是价格；请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/margins.py" line="210" />
      <source>read as an on-demand rate, though column {col}'s header names a {months:g}-month term ({head}); check</source>
      <translation>按按需价格读取，但 {col} 列的表头写有 {months:g} 个月的期限（{head}）；请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/margins.py" line="254" />
      <source>tax basis not stated, though the sheet names a tax ({text!r}): the price may include or exclude it; check</source>
      <translation>未说明是否含税，但表中提到了税（{text!r}）：价格可能含税也可能不含税；请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/margins.py" line="312" />
      <source>the price is divided by {n:g}, a count read from the product's text ({text!r}) that no server or device word stands beside; it may be one card's price; check</source>
      <translation>价格被除以 {n:g}，这个数量取自产品文字（{text!r}），旁边没有服务器或设备字样；它可能是单卡价格；请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/margins.py" line="367" />
      <source>no validity read, though a note speaks of one ({text!r}); check</source>
      <translation>未读到有效期，但有备注提到了有效期（{text!r}）；请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/matching.py" line="405" />
      <source>{model!r} read as {fixed!r} (letters in a scanned model number taken for the digits they resemble); check the device</source>
      <translation>{model!r} 读作 {fixed!r}（扫描件型号中形似数字的字母按数字读取）；请核对设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/matching.py" line="414" />
      <source>{model!r} names {device} with {gb:g} GB, a memory size the catalog does not hold for it (a modified card or another variant); kept as an unknown device (pick the device in the import dialog if it is the same)</source>
      <translation>{model!r} 指 {device}，但显存为 {gb:g} GB，目录中该设备没有此显存规格（改装卡或其他型号）；保留为未知设备（若确为同一设备，请在导入对话框中选择）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/matching.py" line="422" />
      <source>{model!r} is not a device in the catalog; kept as an unknown device</source>
      <translation>{model!r} 不在设备目录中；记为未知设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/matching.py" line="426" />
      <source>{model!r} read as {device} by its name, but it says {said:g} GB where the catalog's {device} has {has:g} GB; check the variant</source>
      <translation>{model!r} 按名称识别为 {device}，但标注为 {said:g} GB，而目录中的 {device} 为 {has:g} GB；请核对型号版本</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/matching.py" line="441" />
      <source>{model!r} holds {device}'s model number only inside a part number; kept as an unknown device (pick the device in the import dialog if it is the same)</source>
      <translation>{model!r} 仅在料号中包含 {device} 的型号；保留为未知设备（如确为同一设备，请在导入对话框中选择）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/matching.py" line="452" />
      <source>{model!r} names a different model number than {device}; kept as an unknown device (pick the device in the import dialog if it is the same)</source>
      <translation>{model!r} 的型号与 {device} 不同；记为未知设备（如确为同一设备，请在导入对话框中选择）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/matching.py" line="463" />
      <source>{model!r} matched to {device} with low confidence ({conf:.0%}); check it</source>
      <translation>{model!r} 以较低置信度（{conf:.0%}）匹配到 {device}；请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/merged_amounts.py" line="54" />
      <source>price: column {old} ({old_head}) is merged over the item lines of a block (an order's amount, not a line's price): the price is column {new} ({new_head}), which each line gives</source>
      <translation>价格：{old} 列（{old_head}）合并跨越一个区块的多行商品（是整单金额，不是单行价格）：价格取每行都有的 {new} 列（{new_head}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/model.py" line="551" />
      <source>import cancelled; nothing was written</source>
      <translation>已取消导入；未写入任何内容</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/plausibility.py" line="111" />
      <source>{model} at {price:,.2f} {cur} per device-hour would pay for the device (its reference price, {as_of}) in {hours:,} hours; check whether the rate is per instance or per device, and that the column is an hourly rate</source>
      <translation>{model} 每设备每小时 {price:,.2f} {cur}，{hours:,} 小时即可抵上设备价格（参考价，{as_of}）；请核对该费率是按实例还是按设备计，以及该列是否为小时费率</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/plausibility.py" line="121" />
      <source>{model} at {price:,.0f} {cur} is {ratio}x the reference price ({as_of}); check whether the price is per card or per server</source>
      <translation>{model} 报价 {price:,.0f} {cur}，是参考价（{as_of}）的 {ratio} 倍；请核对价格是单卡价还是整机价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/plausibility.py" line="134" />
      <source>{n} more prices are far from the reference price</source>
      <translation>另有 {n} 个价格与参考价相差很大</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/plausibility.py" line="20" />
      <source>a lease payment of {price:,.0f} {cur} a month is far from the device's reference price ({ref:,.0f} {cur}, {date}): check whether it is a monthly payment</source>
      <translation>每月 {price:,.0f} {cur} 的租赁付款与该设备的参考价（{ref:,.0f} {cur}，{date}）相差甚远：请核对它是否为月付款</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/reasons.py" line="178" />
      <source>{first}, {then}</source>
      <translation>{first}、{then}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/reasons.py" line="180" />
      <source>{first} and {then}</source>
      <translation>{first}和{then}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/reasons.py" line="184" />
      <source>{cells}: rents per {periods}, not read as a quote of its own: this table's quotes are its hourly rates (a rent by the day, week, month or year is read as a rate per hour only in a table without one)</source>
      <translation>{cells}：按{periods}计的租金，不单独读作报价：此表的报价是其按小时的价格（按天、周、月或年计的租金，只有在没有小时价的表中才折算为每小时价格）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/reasons.py" line="45" />
      <source>a charge or total line (an amount, no unit price, no device), not a product</source>
      <translation>费用或合计行（只有金额，没有单价，也不是设备），不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/reasons.py" line="46" />
      <source>a section heading or note without a price, not a product</source>
      <translation>没有价格的分节标题或说明，不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="100" />
      <source>a credit or discount line (a trade-in, a rebate)</source>
      <translation>抵扣或折扣行（以旧换新、返利）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="101" />
      <source>a note on discounts</source>
      <translation>关于折扣的说明</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="102" />
      <source>a note</source>
      <translation>备注</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="103" />
      <source>a note on tax</source>
      <translation>关于税的说明</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="104" />
      <source>a note on shipping or delivery</source>
      <translation>关于运费或交付的说明</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="105" />
      <source>a note on installation or setup</source>
      <translation>关于安装或部署的说明</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="106" />
      <source>a note on service, support or warranty</source>
      <translation>关于服务、支持或保修的说明</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1066" />
      <source>a hidden row, not part of the offer</source>
      <translation>隐藏行，不属于报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="107" />
      <source>a configuration or component line</source>
      <translation>配置或部件行</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="108" />
      <source>network or other equipment, not an accelerator (a switch, network card, cable, transceiver or CPU)</source>
      <translation>网络或其他设备，不是加速卡（交换机、网卡、线缆、光模块或 CPU）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="111" />
      <source>a line sold without accelerators (a barebone server or chassis, or a card's parts without the card)</source>
      <translation>不含加速卡出售的行（准系统服务器或机箱，或不含卡的配件）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="114" />
      <source>a part or accessory for a card (a fan, a bracket, a box), priced far below the card</source>
      <translation>显卡的零件或配件（风扇、挡板、包装盒），价格远低于显卡本身</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="115" />
      <source>a part or accessory named for the cards it fits (a bridge, a fan, a bracket)</source>
      <translation>为所适配显卡命名的零件或配件（桥接器、风扇、挡板）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="116" />
      <source>a change from one device to another, priced as the difference between them</source>
      <translation>从一种设备换成另一种设备，价格为两者的差价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="117" />
      <source>the base system of a configure-to-order quote (priced before the option lines that add, remove or replace its cards)</source>
      <translation>按订单配置报价中的基础系统（价格不含增加、移除或更换其加速卡的选配行）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="121" />
      <source>a data centre service line (rack space, power, bandwidth, storage or IP addresses) with no accelerator</source>
      <translation>数据中心服务行（机柜空间、电力、带宽、存储或 IP 地址），不含加速卡</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1308" />
      <source>the title of the rows under it ({device}), not a product of its own</source>
      <translation>其下方各行的标题（{device}），本身不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1350" />
      <source>a line describing {device} (the title of its block in row {row}), not a product of its own</source>
      <translation>描述 {device} 的一行（其所在区块的标题在第 {row} 行），本身不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1363" />
      <source>model: the block's title in {cell} ({title!r}), {n} rows above the price</source>
      <translation>型号：取自区块标题 {cell}（{title!r}），在价格行上方 {n} 行</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1402" />
      <source>a part of the server configured under its title ({title}), not a quote</source>
      <translation>标题下所配服务器的部件（{title}），不是报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1432" />
      <source>quantity tier {tier}: {price:,.2f}</source>
      <translation>数量档 {tier}：{price:,.2f}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1437" />
      <source>a quantity tier of the quote in row {row} ({device}): the price for more units, kept in that quote's notes</source>
      <translation>第 {row} 行报价（{device}）的数量阶梯：更多数量的价格，记入该报价的备注</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1509" />
      <source>price: the day, week or month prices of this table stand beside the on-demand hourly rates above: each is a committed rate, read as a reserved rate per device-hour</source>
      <translation>价格：本表的按天、按周或按月价格与上表的按量小时单价并列：均为承诺期价格，按每卡每小时的预留价读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1562" />
      <source>row {row}: a second header row; the table is read with both</source>
      <translation>第 {row} 行：第二行表头；两行表头合并读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1564" />
      <source>row {row}: the table's header again (a new page); the table goes on</source>
      <translation>第 {row} 行：表格的表头再次出现（新的一页）；表格继续</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1566" />
      <source>row {row}: another table starts here; read with its own header</source>
      <translation>第 {row} 行：此处开始另一个表格；按其自己的表头读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1569" />
      <source>row {row}: {what}</source>
      <translation>第 {row} 行：{what}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1610" />
      <source>row {row}: note {text!r}</source>
      <translation>第 {row} 行：备注 {text!r}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1620" />
      <source>totals</source>
      <translation>合计</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1621" />
      <source>tax</source>
      <translation>税</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1622" />
      <source>shipping or delivery</source>
      <translation>运费或交付</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1623" />
      <source>installation</source>
      <translation>安装</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1624" />
      <source>service or warranty</source>
      <translation>服务或保修</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1625" />
      <source>bank or payment details</source>
      <translation>银行或付款信息</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1626" />
      <source>discounts</source>
      <translation>折扣</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1627" />
      <source>configuration</source>
      <translation>配置</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1711" />
      <source>a credit or discount line (goods returned: quantity {qty}), not a product</source>
      <translation>抵扣或折扣行（退货：数量 {qty}），不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1727" />
      <source>row {row}: the purchase request is marked {value!r} (the buyer's approval, not the supplier's); the supplier's price is read</source>
      <translation>第 {row} 行：采购申请标为 {value!r}（买方的审批，不是供应商的）；已读取供应商的报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1751" />
      <source>a line its table marks {value!r} (withdrawn, superseded or rejected), not an offer</source>
      <translation>表格将此行标为 {value!r}（已撤回、已作废或已驳回），不是报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1763" />
      <source>a line its table marks {value!r} (no sale: unsold or suspended), not an offer</source>
      <translation>表中标为 {value!r}（未成交：流拍或中止）的行，不是报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1775" />
      <source>a line its table marks {value!r} (off sale), not an offer</source>
      <translation>表中标为 {value!r}（已下架）的行，不是报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1811" />
      <source>a line its table marks {value!r} (sold broken, for parts), not an offer</source>
      <translation>表格标为 {value!r} 的行（损坏品，仅作配件出售），不是报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1816" />
      <source>a line its table marks {value!r} (a draft never sent), not an offer</source>
      <translation>表格标为 {value!r} 的行（从未发出的草稿），不是报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1824" />
      <source>a line its table marks {value!r} (expired: its price no longer holds), not an offer</source>
      <translation>表格将此行标为 {value!r}（已失效：价格不再有效），不是报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1836" />
      <source>a line marked {head!r} (disabled or discontinued), not an offer</source>
      <translation>标为 {head!r} 的行（已禁用或停售），不是报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1878" />
      <source>a request to buy (wanted), not an offer to sell</source>
      <translation>求购（收货）行，不是出售报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1913" />
      <source>a note on {topics}, not a product</source>
      <translation>关于{topics}的说明，不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1929" />
      <source>the model in {cell} is {n:,} characters long, not a product name</source>
      <translation>{cell} 中的型号长达 {n:,} 个字符，不是产品名称</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="1938" />
      <source>a row of quantity-tier labels (part of the header), not a product</source>
      <translation>一行数量分档标签（属于表头），不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2249" />
      <source>a CPU (a processor), not an accelerator: a part of a computer, not a product</source>
      <translation>CPU（处理器），不是加速器：电脑的零件，不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2250" />
      <source>a motherboard, not an accelerator: a part of a computer, not a product</source>
      <translation>主板，不是加速器：电脑的零件，不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2251" />
      <source>system memory (RAM), not an accelerator: a part of a computer, not a product</source>
      <translation>系统内存（RAM），不是加速器：电脑的零件，不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2252" />
      <source>a drive (an SSD or a disk), not an accelerator: a part of a computer, not a product</source>
      <translation>硬盘（固态硬盘或机械硬盘），不是加速器：电脑的零件，不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2253" />
      <source>a power supply, not an accelerator: a part of a computer, not a product</source>
      <translation>电源，不是加速器：电脑的零件，不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2254" />
      <source>a computer case, not an accelerator: a part of a computer, not a product</source>
      <translation>机箱，不是加速器：电脑的零件，不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2255" />
      <source>a CPU cooler, not an accelerator: a part of a computer, not a product</source>
      <translation>CPU 散热器，不是加速器：电脑的零件，不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2361" />
      <source>a line charging for {topics}, not a product</source>
      <translation>收取{topics}费用的行，不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2388" />
      <source>a summary line: its amount {amount:,.2f} is the average of the {n:.0f} lines above (their sum / {n:.0f}), not a product</source>
      <translation>汇总行：其金额 {amount:,.2f} 是上方 {n:.0f} 行的平均值（合计 / {n:.0f}），不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2395" />
      <source>a tax line: its amount {amount:,.2f} is the {rate:.1%} tax on the lines above, not a product</source>
      <translation>税额行：其金额 {amount:,.2f} 是上方各行的 {rate:.1%} 税额，不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2401" />
      <source>a subtotal or total line: its amount {amount:,.2f} is the lines above {how} {rate:.1%} tax, not a product</source>
      <translation>小计或合计行：其金额 {amount:,.2f} 是上方各行{how} {rate:.1%} 税，不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2404" />
      <source>with</source>
      <translation>含</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2404" />
      <source>without</source>
      <translation>不含</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2408" />
      <source>a subtotal or total line: its amount {amount:,.2f} is the sum of the lines above, not a product</source>
      <translation>小计或合计行：其金额 {amount:,.2f} 是上方各行之和，不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2650" />
      <source>a staff cost (a person's role or months of effort: {text!r}), not an offer of a device</source>
      <translation>人员费用（人员岗位或工作月数：{text!r}），不是设备报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2664" />
      <source>a line that names no device, model or maker ({text!r}), not a product</source>
      <translation>未写明设备、型号或厂商的行（{text!r}），不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2727" />
      <source>no model: column {col} is empty</source>
      <translation>没有型号：{col} 列为空</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2750" />
      <source>goods of another kind, not an accelerator (category {category!r}: no line of it names one, while {held!r} does)</source>
      <translation>其他种类的商品，不是加速器（类别 {category!r} 中没有一行写出加速器，而 {held!r} 中有）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2780" />
      <source>the price in {cell} is a formula with no saved result; open the file in Excel, save it, and import again</source>
      <translation>{cell} 中的价格是没有保存结果的公式；请用 Excel 打开并保存后再导入</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2785" />
      <source>{cell}: formula without a cached value (not read as 0)</source>
      <translation>{cell}：公式没有缓存值（未按 0 读取）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2833" />
      <source>price: column {col} ({head}), one of the row's price columns</source>
      <translation>价格：第 {col} 列（{head}），该行多个价格列之一</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2858" />
      <source>condition: {cond} (the column {head!r})</source>
      <translation>成色：{cond}（来自 {head!r} 列）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2887" />
      <source>sales channel: the column {head!r}</source>
      <translation>销售渠道：列 {head!r}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2914" />
      <source>a machine of {n} device (the column {head!r})</source>
      <translation>含 {n} 张加速卡的整机（列 {head!r}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2915" />
      <source>a machine of {n} devices (the column {head!r}), per device / {n}</source>
      <translation>含 {n} 张加速卡的整机（列 {head!r}），单卡价 = 价格 / {n}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2951" />
      <source>a purchase: the row has no rate; its price is column {col}'s</source>
      <translation>采购：该行没有租用费率；其价格取自 {col} 列</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2993" />
      <source>the notes column</source>
      <translation>备注列</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="2997" />
      <source>a comment on the cell</source>
      <translation>单元格批注</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="3007" />
      <source>a text cell of the row</source>
      <translation>该行的文字单元格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="3023" />
      <source>price read from {where} ({cell}: {text!r})</source>
      <translation>价格读自{where}（{cell}：{text!r}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="3031" />
      <source>price read from a note, not the price column; check it</source>
      <translation>价格读自说明而非价格列；请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="3156" />
      <source>the unit price is empty ({empty}); read as the amount in {cell} ({head}) / the quantity {qty:g}</source>
      <translation>单价为空（{empty}）；按 {cell} 的金额（{head}）÷ 数量 {qty:g} 读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="3197" />
      <source>price: {empty} is empty; read from column {col} ({head})</source>
      <translation>价格：{empty} 为空；改读 {col} 列（{head}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="3206" />
      <source>the price column is empty on this row; the price is column {col}'s ({head})</source>
      <translation>本行价格列为空；价格取自 {col} 列（{head}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="3277" />
      <source>price 0 in {cell} beside the note {note!r}: read as price on request</source>
      <translation>{cell} 中价格为 0，旁注为 {note!r}：按“价格面议”读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="3290" />
      <source>is not offered at this rate, only on the committed terms beside it</source>
      <translation>不按此价格提供，只按旁边的承诺期限价格提供</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="3294" />
      <source>{cell}: {text} is a price for the whole lot, divided by the line's quantity {qty}</source>
      <translation>{cell}：{text} 是整批的价格，已除以该行数量 {qty}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="3332" />
      <source>not offered: the line says {said!r} (price in {cell} is empty)</source>
      <translation>未报价：该行写明 {said!r}（{cell} 中价格为空）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="3335" />
      <source>price {value}in {cell} {problem}</source>
      <translation>{cell} 中的价格 {value}{problem}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="3354" />
      <source>price: {cell} says the adjustment leaves it unchanged ({text}): the price before it, {before}, holds</source>
      <translation>价格：{cell} 写明调价后不变（{text}）：沿用调价前的价格 {before}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="3376" />
      <source>price read from column {col} ({head}), one of several term columns ({others}) offering the same item at other prices: check which term is yours</source>
      <translation>价格取自 {col} 列（{head}），它是多个租期列（{others}）之一，同一商品在各列价格不同：请核对哪个租期适用于您</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="3387" />
      <source>price read from the merged cell {cell}, which spans this row and its neighbours (one price for each of them)</source>
      <translation>价格取自合并单元格 {cell}，它跨越本行及相邻各行（每行同一价格）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="3450" />
      <source>the price cell {cell} says {text!r}, words the importer does not know: read as price on request; check it</source>
      <translation>价格单元格 {cell} 写的是 {text!r}，导入器不认识这些词：按“价格面议”读取，请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="3461" />
      <source>price: {text!r} in {cell}, read as on request</source>
      <translation>价格：{cell} 中的 {text!r}，按面议读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="3494" />
      <source>price {value} in {cell} {problem}</source>
      <translation>{cell} 中的价格 {value} {problem}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="3859" />
      <source>is billed {unit!r}: a monthly or yearly price, not an hourly rate</source>
      <translation>按 {unit!r} 计费：这是包月或包年价格，不是按小时价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4070" />
      <source>is a rental price per {period} ({unit!r}) in a column of purchase prices; not read as either</source>
      <translation>是按{period}计的租用价格（{unit!r}），却在采购价格列中；既不按租用价也不按采购价读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4114" />
      <source>is a line amount and the quantity beside it is not a number</source>
      <translation>是行金额，而旁边的数量不是数字</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4133" />
      <source>is priced per PFLOPS of compute and the catalog has no dense BF16 figure for {device} to convert it to a price per device</source>
      <translation>按每 PFLOPS 算力计价，而目录中没有 {device} 的稠密 BF16 数据，无法换算为每设备价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4290" />
      <source>{model!r} could be {candidates}; kept as an unknown device</source>
      <translation>{model!r} 可能是 {candidates}；记为未知设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4297" />
      <source>device: {device} ({how} match of the model text)</source>
      <translation>设备：{device}（型号文字的 {how} 匹配）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4320" />
      <source>box of {n:g}</source>
      <translation>每箱 {n:g} 个</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4322" />
      <source>{unit} (a unit of measure of {n:g} cards)</source>
      <translation>{unit}（一个计量单位含 {n:g} 张卡）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4324" />
      <source>{n:g} cards sold together</source>
      <translation>{n:g} 张卡一起出售</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4329" />
      <source>per device: the price of one device as written</source>
      <translation>单卡价格：按所写即为一张卡的价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4331" />
      <source>per device: the item's price / {n:g} devices</source>
      <translation>单卡价格：整项价格 / {n:g} 张卡</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4337" />
      <source>{n:g} accelerators per instance read from the machine type {name!r}; the price is divided by them (check the count)</source>
      <translation>每个实例 {n:g} 个加速器，取自机型名称 {name!r}；价格已按此数平分（请核对数量）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4346" />
      <source>what one item is is not stated: read as one card</source>
      <translation>未说明一项是什么：按一张卡读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4377" />
      <source>priced per PFLOPS of compute: the price per device is that price × the device's dense BF16 peak in PFLOPS (catalog)</source>
      <translation>按每 PFLOPS 算力计价：每设备价格 = 该价格 × 设备的稠密 BF16 峰值（PFLOPS，取自目录）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4383" />
      <source>unit: per TFLOPS of compute (the price column's header)</source>
      <translation>单位：每 TFLOPS 算力（价格列表头）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4385" />
      <source>unit: per PFLOPS of compute (the price column's header)</source>
      <translation>单位：每 PFLOPS 算力（价格列表头）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4390" />
      <source>priced per PFLOPS of compute: the price per device is that price × the device's PFLOPS (the sheet's own TFLOPS per card / 1000, else its dense BF16 peak in the catalog)</source>
      <translation>按每 PFLOPS 算力计价：每台设备的价格 = 该价格 × 设备的 PFLOPS（表中自带的单卡 TFLOPS / 1000，否则取目录中的稠密 BF16 峰值）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4395" />
      <source>unit: per PFLOPS of compute (the row's billing unit)</source>
      <translation>单位：每 PFLOPS 算力（该行的计价单位）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4400" />
      <source>price per hour = the {period} price / {hours:g} h (a day is 24 h, a week 168 h, a month 730 h, a year 8,760 h)</source>
      <translation>每小时价格 = {period}价格 / {hours:g} 小时（一天按 24 小时、一周 168 小时、一个月 730 小时、一年 8,760 小时计）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4413" />
      <source>a rent by the {period}, read as an hourly rate over {hours:g} h of use; if it is a rental payment (a lease), check it</source>
      <translation>按{period}计的租金，按 {hours:g} 小时使用折算为小时价；若是租赁付款（租约），请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4433" />
      <source>the price column's header</source>
      <translation>价格列的表头</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4435" />
      <source>the price cell</source>
      <translation>价格单元格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4437" />
      <source>a note on the sheet</source>
      <translation>表格上的说明</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4439" />
      <source>tax: {basis} ({where})</source>
      <translation>税：{basis}（{where}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4446" />
      <source>currency {cur} from the {where}</source>
      <translation>货币 {cur}，来自{where}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4457" />
      <source>rented by the hour: the row's unit says so in a quotation of goods</source>
      <translation>按小时租用：货物报价单中该行的单位如此说明</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4459" />
      <source>bought outright: the row says so in a table of lease payments</source>
      <translation>直接购买：租赁付款表中该行注明如此</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4463" />
      <source>a lease: the monthly payment per device, not a purchase price</source>
      <translation>租赁：每张卡的月付款，不是购买价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4464" />
      <source>lease payment per month</source>
      <translation>每月租赁付款</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4473" />
      <source>rent per {period}: the sheet gives no hourly price; the price per hour is the rent per {period} / {hours:g} h, as if the device were used every hour of it: not an on-demand rate</source>
      <translation>按{period}租金：表中没有每小时价格；每小时价格 = 每{period}租金 ÷ {hours:g} 小时，假定设备在这段时间内每小时都在使用：不是按需计费价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4498" />
      <source>the note {text!r}, which names {cur} prices</source>
      <translation>备注 {text!r}，针对 {cur} 报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4506" />
      <source>tax: not stated for {cur} prices (the sheet's tax note names {named} prices only)</source>
      <translation>税：{cur} 报价未说明（表中的税务备注只针对 {named} 报价）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4515" />
      <source>price cell</source>
      <translation>价格单元格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4516" />
      <source>column header or currency column</source>
      <translation>列表头或货币列</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4517" />
      <source>sheet's notes or number format</source>
      <translation>表格的说明或数字格式</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4518" />
      <source>--currency option</source>
      <translation>--currency 选项</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4754" />
      <source>price: computed, the list price {price:,.2f} less the line's discount of {off:g}% (no cell holds the price paid); check it</source>
      <translation>价格：由计算得出，即目录价 {price:,.2f} 减去该行折扣 {off:g}%（没有单元格给出实付价格）；请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4775" />
      <source>the price with tax and the price without tax stand in the ratio 1 + {ratio:.1%}, not 1 + {rate:.1%} as the sheet states: one of the two columns may not be this line's price; check it</source>
      <translation>含税价与不含税价之比为 1 + {ratio:.1%}，而非表中所述的 1 + {rate:.1%}：两列之一可能不是本行的价格；请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4795" />
      <source>list price {price:,.2f} {cur}</source>
      <translation>目录价 {price:,.2f} {cur}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4804" />
      <source>interruptible (spot) rate {price:,.2f} {cur} per device</source>
      <translation>可中断（竞价）费率 每设备 {price:,.2f} {cur}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4814" />
      <source>{period} price {price:,.2f} {cur} per device</source>
      <translation>{period}价格 {price:,.2f} {cur}（单卡）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4819" />
      <source>discount {value}</source>
      <translation>折扣 {value}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4823" />
      <source>row {row}: a discount of {value} on this line is not taken off its price; check the price</source>
      <translation>第 {row} 行：该行的折扣 {value} 未从价格中扣除；请核对价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4867" />
      <source>server of {n} (from its price)</source>
      <translation>{n} 卡服务器（由价格推断）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4870" />
      <source>{model}: no count of devices in its text; at {ratio}x the reference price of one card it is read as a server of {n}, the only usual server size that price fits; check</source>
      <translation>{model}：文字中没有加速卡数量；价格为单卡参考价的 {ratio} 倍，按 {n} 卡服务器读取（常见服务器规格中只有它与此价格相符）；请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4894" />
      <source>footnote: {text}</source>
      <translation>脚注：{text}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4915" />
      <source>an hourly rate with a minimum term ({said}): read as reserved for that term; if the rate is billed by the hour once the term is met, it is on demand</source>
      <translation>带最短租期（{said}）的小时费率：按该租期的预留费率读取；若租期满后按小时计费，则为按需费率</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4947" />
      <source>rent per device and month</source>
      <translation>每台设备每月租金</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="4950" />
      <source>a rent per device and month (price kind monthly), not a purchase price nor an hourly rate; the costing uses its hourly equivalent over 730 h a month; check what the rent includes and its term</source>
      <translation>按设备按月的租金（价格类型：月租），既不是购买价也不是小时价；成本计算按每月 730 小时折算为每小时等价；请核对租金包含的内容及租期</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5066" />
      <source>currency {cur}: the sign {sign!r} is also {others}'s; the sheet's language or place decides it</source>
      <translation>币种 {cur}：符号 {sign!r} 也是 {others} 的符号，由表格的语言或地点判定</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5147" />
      <source>tax: {basis} (the column {head!r})</source>
      <translation>税：{basis}（来自 {head!r} 列）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5251" />
      <source>quantity break (the quote is the price for the fewest units): {tiers} {cur}</source>
      <translation>数量折扣档（报价取最少数量的价格）：{tiers} {cur}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5257" />
      <source>quantity tiers (the quote is the price for the fewest units): {tiers} {cur}</source>
      <translation>数量阶梯价（报价取最少数量的价格）：{tiers} {cur}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5272" />
      <source>buyer tiers: {tiers} {cur}</source>
      <translation>买家等级价：{tiers} {cur}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5275" />
      <source>price read from column {col}; the sheet has one price per buyer tier ({tiers}) and does not say which is yours: check it</source>
      <translation>价格取自第 {col} 列；表格按买家等级各列一个价格（{tiers}），未说明哪一级适用于您：请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5302" />
      <source>price read from column {col} ({head}); columns {others} offer the same item at other prices and the sheet does not say which is yours: check it</source>
      <translation>价格取自 {col} 列（{head}）；{others} 列对同一商品给出其他价格，表格未说明哪个适用于您：请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5309" />
      <source>other prices on this row: {prices} {cur}</source>
      <translation>本行其他价格：{prices} {cur}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5454" />
      <source>column {cols} names no billing unit: its prices are read as {period} prices from their ratio to the on-demand rate; check</source>
      <translation>第 {cols} 列未注明计费单位：按其与按量价格的比值读作{period}价格；请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5478" />
      <source>prepaid package {head}: price on request</source>
      <translation>预付套餐 {head}：价格面议</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5480" />
      <source>committed term {head}: price on request</source>
      <translation>承诺期限 {head}：价格需询价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5503" />
      <source>a prepaid package of {n:,} device-hours ({head}): the package's price / {n:,}, per device-hour {price:,.4g} {cur}</source>
      <translation>预付 {n:,} 卡时的套餐（{head}）：套餐价 / {n:,}，每卡时 {price:,.4g} {cur}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5512" />
      <source>a {n}-month commitment, per device-hour {price:,.4g} {cur}</source>
      <translation>承诺 {n} 个月，每卡每小时 {price:,.4g} {cur}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5514" />
      <source>committed term {head}, per device-hour {price:,.4g} {cur}</source>
      <translation>承诺期 {head}，每卡每小时 {price:,.4g} {cur}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5525" />
      <source>the same term also priced {raw} in column {col} ({head}), by another unit</source>
      <translation>同一期限在 {col} 列（{head}）另以其他单位报价 {raw}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5534" />
      <source>the {period} price / {hours:g} h</source>
      <translation>{period}价格 / {hours:g} 小时</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5558" />
      <source>reserved: prepaid package column {col}</source>
      <translation>预留：预付套餐列 {col}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5560" />
      <source>reserved: committed-term column {col}</source>
      <translation>预留：承诺期列 {col}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5595" />
      <source>price before the adjustment: {price:,.2f} {cur} ({col})</source>
      <translation>调价前价格：{price:,.2f} {cur}（{col}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5608" />
      <source>a monthly rent over a term, read as a lease at {price:,.2f} {cur} a month per device; if it reserves the machine's capacity for the term, it is a reserved rate of {hourly:,.4g} {cur} per device-hour (/ 730 h): check it</source>
      <translation>按租期支付的月租金，按租赁读取：每台设备每月 {price:,.2f} {cur}；如果它是在租期内预留整机算力，则为每设备小时 {hourly:,.4g} {cur} 的预留价（÷ 730 小时）：请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5686" />
      <source>reserved rate read from column {cols}; column {others} offers the same item at another price whose term the importer cannot name: check it</source>
      <translation>预留价格取自 {cols} 列；{others} 列对同一商品给出另一价格，其期限无法识别：请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5765" />
      <source>lease payment per device and month</source>
      <translation>每设备每月的租赁付款</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5767" />
      <source>lease payment per device and month, {n} months</source>
      <translation>每设备每月的租赁付款，{n} 个月</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5772" />
      <source>the total over {n:g} months / {n:g}</source>
      <translation>{n:g} 个月的总价 / {n:g}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5802" />
      <source>lease: column {col} ({head})</source>
      <translation>租赁：{col} 列（{head}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="585" />
      <source>model from row {row} ({word!r}: as the line above)</source>
      <translation>型号取自第 {row} 行（{word!r}：同上一行）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5872" />
      <source>{cell}: the price of a machine of {n:g} ({head}), per device / {n:g}</source>
      <translation>{cell}：{n:g} 卡整机的价格（{head}），每卡 = 价格 / {n:g}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5995" />
      <source>the price column {head!r} does not say whether it prices a box or one piece; read as {how}, the way the devices' reference prices fit (check)</source>
      <translation>价格列 {head!r} 未说明是整箱价还是单件价；按设备参考价更吻合的方式读作{how}（请核对）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5999" />
      <source>the price of a box</source>
      <translation>整箱价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="5999" />
      <source>the price of one piece</source>
      <translation>单件价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="6261" />
      <source>the row is shifted one column to the right (as a PDF conversion leaves it): read one column to the left</source>
      <translation>该行整体右移了一列（PDF 转换常见）：已按左移一列读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="6313" />
      <source>a line that names no device ({text!r}), not a product</source>
      <translation>未写明任何设备的行（{text!r}），不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="6316" />
      <source>a line of units under the header ({text!r}), not a product</source>
      <translation>表头下的单位行（{text!r}），不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="6318" />
      <source>a heading ({text!r}): text alone, no device and no figure, not a product</source>
      <translation>标题行（{text!r}）：只有文字，没有设备也没有数字，不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="6319" />
      <source>a line of text alone ({text!r}): no device and no figure, not a product</source>
      <translation>纯文字行（{text!r}）：没有设备也没有数字，不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="6323" />
      <source>a note that names a device ({text!r}), with no price on its line, not a product</source>
      <translation>提及设备的备注（{text!r}），该行没有价格，不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="6324" />
      <source>no price for this product: {cell} is empty and the line says {said!r}</source>
      <translation>该产品没有价格：{cell} 为空，该行写明 {said!r}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="6325" />
      <source>no price for this product: {cell} is empty on its line</source>
      <translation>该产品没有价格：所在行的 {cell} 为空</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="6336" />
      <source>the price in {cell} is a formula whose result is an error ({error}), not a price: fix the formula in the file and import again</source>
      <translation>{cell} 中的价格是结果为错误（{error}）的公式，不是价格：请在文件中修正公式后重新导入</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="6362" />
      <source>no price for this product: {cell} is empty; {other} ({head}) is another party's price (what the seller pays for it, a competitor's or a requested one), never this offer</source>
      <translation>该产品没有价格：{cell} 为空；{other}（{head}）是另一方的价格（卖方回收该产品所付的价格、竞争对手的价格或要求的价格），绝不是本报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="6448" />
      <source>a tax total line (the sum of a tax on the lines above)</source>
      <translation>税额合计行（上方各行某项税额的总和）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="6451" />
      <source>a total of discounts or rebates (credits on the lines above), not a product</source>
      <translation>折扣或返利合计（上方各行的抵扣），不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="6453" />
      <source>a configuration line of the server in row {row}, not a product of its own</source>
      <translation>第 {row} 行整机的配置行，本身不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="6455" />
      <source>{what}, not a product</source>
      <translation>{what}，不是产品</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="6490" />
      <source>row {rows}</source>
      <translation>第 {rows} 行</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="6490" />
      <source>rows {rows}</source>
      <translation>第 {rows} 行</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="783" />
      <source>a row that names no product and no price: {text!r}</source>
      <translation>既无产品也无价格的一行：{text!r}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="811" />
      <source>configuration: {lines}</source>
      <translation>配置：{lines}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="874" />
      <source>the configuration line on row {row} counts {n:g} devices in its quantity and {t:g} in its text; read as {n:g}: check it</source>
      <translation>第 {row} 行的配置行数量列为 {n:g} 个设备，文字中为 {t:g} 个；按 {n:g} 读取：请核对</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="884" />
      <source>device: {device}, {n:g} in the server, from its configuration line on row {row} ({text!r}); the server's price divided by {n:g}</source>
      <translation>设备：{device}，服务器内 {n:g} 个，取自第 {row} 行的配置行（{text!r}）；服务器价格已除以 {n:g}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="94" />
      <source>a subtotal or total line</source>
      <translation>小计或合计行</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="95" />
      <source>a tax line</source>
      <translation>税金行</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="96" />
      <source>a shipping or delivery line</source>
      <translation>运费或送货行</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="97" />
      <source>an installation or setup line</source>
      <translation>安装或调试行</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="98" />
      <source>a service, support or warranty line</source>
      <translation>服务、支持或保修行</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/rows.py" line="99" />
      <source>a bank or payment details line</source>
      <translation>银行或付款信息行</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/specs.py" line="111" />
      <source>{n} row matches the catalog already; nothing to change there</source>
      <translation>{n} 行与目录一致；无需修改</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/specs.py" line="112" />
      <source>{n} rows match the catalog already; nothing to change there</source>
      <translation>{n} 行与目录一致；无需修改</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/specs.py" line="59" />
      <source>{field} {value} in {cell} is not a positive number</source>
      <translation>{cell} 中的 {field} {value} 不是正数</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/specs.py" line="73" />
      <source>no figures: every spec column is empty</source>
      <translation>没有数据：所有规格列都为空</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/importer/specs.py" line="81" />
      <source>{model!r} appears twice; the first row counts</source>
      <translation>{model!r} 出现了两次；以第一行为准</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/prices.py" line="1207" />
      <source>{text!r} read as {fixed!r}: letters in a scanned figure taken for the digits they resemble</source>
      <translation>{text!r} 读作 {fixed!r}：扫描件数字中形似数字的字母按数字读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/prices.py" line="1237" />
      <source>is too large to be a price</source>
      <translation>太大，不可能是价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/prices.py" line="1240" />
      <source>is negative: a credit or discount (a trade-in, a rebate), not a product's price</source>
      <translation>为负数：是抵扣或折扣（以旧换新、返利），不是产品价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/prices.py" line="1243" />
      <source>is 0 (a quote needs a price, or 'price on request')</source>
      <translation>为 0（报价需要价格，或写明“价格面议”）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/prices.py" line="1245" />
      <source>is too small to be a price</source>
      <translation>太小，不可能是价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/prices.py" line="1250" />
      <source>has no currency, and none is set for the sheet (pass --currency)</source>
      <translation>没有货币，表格也未指定货币（请用 --currency 指定）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/prices.py" line="1259" />
      <source>is empty</source>
      <translation>为空</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/prices.py" line="1261" />
      <source>is not a number</source>
      <translation>不是数字</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/prices.py" line="1263" />
      <source>is a date, not a price</source>
      <translation>是日期，不是价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/prices.py" line="1268" />
      <source>is {n:,} characters of text, not a price</source>
      <translation>是 {n:,} 个字符的文字，不是价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/prices.py" line="1274" />
      <source>says the product is not available, not a price</source>
      <translation>写明产品无货或停产，不是价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/prices.py" line="1285" />
      <source>says the item is not offered ({text!r}), not a price</source>
      <translation>表示该项不供货（{text!r}），不是价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/prices.py" line="1287" />
      <source>is an amount written in words ({text!r}), not in figures</source>
      <translation>是用文字写的金额（{text!r}），不是数字</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/prices.py" line="1290" />
      <source>is words ({text!r}), not a price the importer can read</source>
      <translation>是文字（{text!r}），不是导入器能读取的价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/prices.py" line="1298" />
      <source>is a percentage, not a price</source>
      <translation>是百分比，不是价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/prices.py" line="1303" />
      <source>is a delivery time, not a price</source>
      <translation>是交货期，不是价格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/prices.py" line="1378" />
      <source>has an unknown currency sign {sign!r}</source>
      <translation>带有未知的货币符号 {sign!r}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/prices.py" line="1389" />
      <source>{sign} read as {cur}; it could be {others}</source>
      <translation>{sign} 按 {cur} 读取；也可能是 {others}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/prices.py" line="697" />
      <source>is a price to be set later (at cost, by invoice or to be determined), with no figure: not a quote</source>
      <translation>是以后再定的价格（按实际成本、按发票或待定），没有数字：不是报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="1217" />
      <source>{file}, sheet {sheet!r}: cannot be read ({error})</source>
      <translation>{file}，工作表 {sheet!r}：无法读取（{error}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="1226" />
      <source>, sheet {sheet!r}</source>
      <translation>，工作表 {sheet!r}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="1227" />
      <source>{file}{where}: a cell holds more than {limit:,} bytes of text, far more than a price sheet needs</source>
      <translation>{file}{where}：某个单元格的文字超过 {limit:,} 字节，远超报价表所需</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="1283" />
      <source>{file}: more than {limit:,} rows, more than a price sheet may have; split it or remove the rows that are not products</source>
      <translation>{file}：超过 {limit:,} 行，超出报价表上限；请拆分文件或删除非产品行</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="1302" />
      <source>{file}, line {line}: cannot be read as CSV ({error})</source>
      <translation>{file}，第 {line} 行：无法按 CSV 读取（{error}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="335" />
      <source>{file}: file not found</source>
      <translation>{file}：找不到文件</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="337" />
      <source>{file}: is a folder, not a workbook</source>
      <translation>{file}：是文件夹，不是工作簿</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="339" />
      <source>{file}: not a regular file (a pipe or a device), not a workbook</source>
      <translation>{file}：不是普通文件（是管道或设备），不是工作簿</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="343" />
      <source>{file}: the file is empty (0 bytes)</source>
      <translation>{file}：文件为空（0 字节）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="349" />
      <source>not a spreadsheet</source>
      <translation>不是电子表格</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="349" />
      <source>plain text (CSV?)</source>
      <translation>纯文本（CSV？）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="351" />
      <source>{file}: not an Excel workbook, the file is {kind}; save it from Excel as .xlsx</source>
      <translation>{file}：不是 Excel 工作簿，该文件是{kind}；请在 Excel 中另存为 .xlsx</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="381" />
      <source>{file}: the workbook is encrypted with a password, so its cells cannot be read; open it in Excel, remove the password (File &gt; Info &gt; Protect Workbook) and save it again</source>
      <translation>{file}：工作簿已用密码加密，无法读取单元格；请在 Excel 中打开，删除密码（文件 &gt; 信息 &gt; 保护工作簿）后重新保存</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="389" />
      <source>{file}: the workbook is password-protected or an unreadable legacy file; remove the password in Excel and save as .xlsx</source>
      <translation>{file}：工作簿有密码保护或是无法读取的旧格式；请在 Excel 中去掉密码并另存为 .xlsx</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="395" />
      <source>{file}: the workbook cannot be read ({error})</source>
      <translation>{file}：无法读取工作簿（{error}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="403" />
      <source>{file}: no sheet named {sheet!r}; sheets: {names}</source>
      <translation>{file}：没有名为 {sheet!r} 的工作表；现有工作表：{names}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="465" />
      <source>{file}, sheet {sheet!r}: {rows:,} rows is more than the {limit:,} a price sheet may have</source>
      <translation>{file}，工作表 {sheet!r}：{rows:,} 行，超过报价表上限 {limit:,} 行</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="475" />
      <source>{file}, sheet {sheet!r}: its cells span {rows:,} rows by {cols:,} columns, more than the {limit:,} cells a price sheet may have; delete the stray cells far from the table and save again</source>
      <translation>{file}，工作表 {sheet!r}：单元格范围达 {rows:,} 行 × {cols:,} 列，超过报价表上限 {limit:,} 个单元格；请删除远离表格的零散单元格后重新保存</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="558" />
      <source>{file}: the workbook is truncated or damaged (not a complete .xlsx file)</source>
      <translation>{file}：工作簿被截断或已损坏（不是完整的 .xlsx 文件）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="561" />
      <source>{file}: a zip archive, but not an Excel workbook</source>
      <translation>{file}：是 zip 压缩包，但不是 Excel 工作簿</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="577" />
      <source>{file}: the part {part} is larger than a workbook needs</source>
      <translation>{file}：部件 {part} 远大于工作簿所需</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="585" />
      <source>{file}: the workbook is damaged ({error})</source>
      <translation>{file}：工作簿已损坏（{error}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="599" />
      <source>{file}: {n:,} parts, more than a workbook has; not read</source>
      <translation>{file}：包含 {n:,} 个部件，超出工作簿应有的数量；未读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="618" />
      <source>{file}: the part {part} would inflate to {mb:,.0f} MB, more than a workbook needs; not read</source>
      <translation>{file}：部件 {part} 解压后将达 {mb:,.0f} MB，超出工作簿所需；未读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="627" />
      <source>{file}: its parts would inflate to {gb:,.1f} GB, more than a workbook needs</source>
      <translation>{file}：其部件解压后将达 {gb:,.1f} GB，超出工作簿所需</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="638" />
      <source>{file}: the sheet {sheet!r} points to {part}, which is not in the workbook; it cannot be read</source>
      <translation>{file}：工作表 {sheet!r} 指向 {part}，而该部件不在工作簿中；无法读取</translation>
    </message>
    <message>
      <location filename="../../gpucompare/sheets/workbook.py" line="783" />
      <source>{file}: the workbook declares {n:,} distinct texts, more than the {limit:,} a price sheet may have</source>
      <translation>{file}：工作簿声明了 {n:,} 个不同文本，超过报价表上限 {limit:,} 个</translation>
    </message>
    <message>
      <location filename="../../gpucompare/store.py" line="215" />
      <source>another gpucompare is writing to it; try again in a moment</source>
      <translation>另一个 gpucompare 正在写入；请稍后再试</translation>
    </message>
    <message>
      <location filename="../../gpucompare/store.py" line="217" />
      <source>the disk is full; free some space and try again</source>
      <translation>磁盘已满；请释放空间后重试</translation>
    </message>
    <message>
      <location filename="../../gpucompare/store.py" line="219" />
      <source>it cannot be opened for writing ({error})</source>
      <translation>无法以写入方式打开（{error}）</translation>
    </message>
    <message>
      <location filename="../../gpucompare/store.py" line="221" />
      <source>{error}</source>
      <translation>{error}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/store.py" line="222" />
      <source>the workspace {path} cannot be used now: {what}</source>
      <translation>工作区 {path} 暂时无法使用：{what}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/store.py" line="493" />
      <source>The workspace file was damaged ({error}); it was kept as {backup} and a fresh workspace was started.</source>
      <translation>工作区文件已损坏（{error}）；已保留为 {backup}，并新建了工作区。</translation>
    </message>
    <message>
      <location filename="../../gpucompare/store.py" line="527" />
      <source>the workspace was written by a newer gpucompare (schema {version}); update the app to open it</source>
      <translation>此工作区由更新版本的 gpucompare 写入（结构版本 {version}）；请升级应用后再打开</translation>
    </message>
    <message>
      <location filename="../../gpucompare/store.py" line="594" />
      <source>imported {n} devices</source>
      <translation>已导入 {n} 个设备</translation>
    </message>
    <message>
      <location filename="../../gpucompare/store.py" line="596" />
      <source>imported {n} quotes</source>
      <translation>已导入 {n} 条报价</translation>
    </message>
    <message>
      <location filename="../../gpucompare/store.py" line="598" />
      <source>, {n} rows rejected</source>
      <translation>，{n} 行被拒绝</translation>
    </message>
    <message>
      <location filename="../../gpucompare/store.py" line="603" />
      <source>{what} from {file} (sheet {sheet!r}){rejected}</source>
      <translation>{what}，来自 {file}（工作表 {sheet!r}）{rejected}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/store.py" line="618" />
      <source>{file} (sheet {sheet!r}) was already imported on {date} as import #{id}; nothing added</source>
      <translation>{file}（工作表 {sheet!r}）已于 {date} 作为导入 #{id} 导入过；未添加任何内容</translation>
    </message>
    <message>
      <location filename="../../gpucompare/store.py" line="724" />
      <source>there is no import #{id}</source>
      <translation>没有导入 #{id}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/store.py" line="890" />
      <source>there is no quote #{id}</source>
      <translation>没有报价 #{id}</translation>
    </message>
    <message>
      <location filename="../../gpucompare/store.py" line="915" />
      <source>an exchange rate must be a positive number (got {value})</source>
      <translation>汇率必须是正数（收到 {value}）</translation>
    </message>
    <message>
      <source> (convolved at the VAE's latent: image {size:g} px / downsampling {f:g}; the VAE and any text encoder are not counted)</source>
      <translation type="obsolete">（在 VAE 的潜空间上卷积：图像 {size:g} 像素 / 下采样 {f:g}；VAE 和文本编码器不计入）</translation>
    </message>
    <message>
      <source> (interleaving {vpp})</source>
      <translation type="obsolete">（交错 {vpp}）</translation>
    </message>
    <message>
      <source> + 12 x layers x hidden x sequence (attention)</source>
      <translation type="obsolete"> + 12 × 层数 × 隐藏维度 × 序列长度（注意力）</translation>
    </message>
    <message>
      <source> Generation: {engines:,d} engines of {tp:d} devices, each decoding {batch:,.0f} sequences at once ({limit}); a decode step reads the weights and the batch's key/value cache from memory, {step:.3g} ms at {eff:.2g} of the bandwidth; {tokens:.3g} generated tokens take {hours:.3g} hours on all devices, beside the training (sources: {source}).</source>
      <translation type="obsolete"> 生成：{engines:,d} 个推理引擎，每个 {tp:d} 台设备，各自同时解码 {batch:,.0f} 条序列（{limit}）；每个解码步从显存读取一遍权重和该批的键值缓存，按带宽的 {eff:.2g} 计为 {step:.3g} 毫秒；生成 {tokens:.3g} 个词元在全部设备上需 {hours:.3g} 小时，另计于训练之外（来源：{source}）。</translation>
    </message>
    <message>
      <source> Of each decode step, {tp:.3g} ms are the engine's tensor-parallel all-reduces, two a layer of the batch's new tokens, each with a latency of {lat:g} us on the link it spans (sources: Shoeybi et al. 2019, Megatron-LM (arXiv:1909.08053), section 3; {source}).</source>
      <translation type="obsolete">每个解码步中有 {tp:.3g} 毫秒是引擎的张量并行全归约：每层两次，传送该批新生成的词元，每次在其所跨链路上有 {lat:g} 微秒的延迟（来源：Shoeybi et al. 2019, Megatron-LM (arXiv:1909.08053)，第 3 节；{source}）。</translation>
    </message>
    <message>
      <source>(price of {as_of})</source>
      <translation type="obsolete">（{as_of} 的价格）</translation>
    </message>
    <message>
      <source>(price of {as_of}, over {months} months old)</source>
      <translation type="obsolete">（{as_of} 的价格，已超过 {months} 个月）</translation>
    </message>
    <message>
      <source>(price of {as_of}, {months} months old)</source>
      <translation type="obsolete">（{as_of} 的价格，距今 {months} 个月）</translation>
    </message>
    <message>
      <source>({as_of} price)</source>
      <translation type="obsolete">（{as_of} 的价格）</translation>
    </message>
    <message>
      <source>* The time rests on a generic assumption (no published training run of the family, or a figure the device lacks), so it and the cost are less certain than the band says.</source>
      <translation type="obsolete">* 时间基于通用假设（该系列没有公开的训练记录，或设备缺少某项数据），因此时间和成本的不确定性大于区间所示。</translation>
    </message>
    <message>
      <source>16 bytes per parameter (BF16 weights and gradients, FP32 master weights and Adam states)</source>
      <translation type="obsolete">每个参数 16 字节（BF16 权重和梯度，FP32 主权重和 Adam 状态）</translation>
    </message>
    <message>
      <source>; a full fine-tune runs sharded data parallel (ZeRO-3/FSDP) as fine-tuning recipes do</source>
      <translation type="obsolete">；全参数微调按常见微调方案使用分片数据并行（ZeRO-3/FSDP）</translation>
    </message>
    <message>
      <source>; {n} with a price older than 18 months left off (tick Old prices)</source>
      <translation type="obsolete">；{n} 台价格超过 18 个月，未显示（勾选“旧价格”）</translation>
    </message>
    <message>
      <source>A CNN not among the presets: its published forward FLOPs per sample at the image size trained, in billions, counting a multiply-add once (torchvision, fvcore); without it its FLOPs follow its parameters (wide band)</source>
      <translation type="obsolete">不在预设中的 CNN：其在训练图像尺寸下公布的每样本前向 FLOPs（十亿），一次乘加计为一次（torchvision、fvcore 的口径）；不填时其 FLOPs 按参数量推算（区间较宽）</translation>
    </message>
    <message>
      <source>A bought cluster's run cost is its share of the TCO; the rented one is the bill. Compare them with the capital outlay and the break-even beside them: buying pays off only after the break-even months of use (against {against}).</source>
      <translation type="obsolete">购买集群的训练成本是其总拥有成本的分摊；租用的是账单。请结合旁边的资本支出和盈亏平衡比较：只有使用超过盈亏平衡月数后，购买才更划算（对比 {against}）。</translation>
    </message>
    <message>
      <source>A patch size or a latent downsampling factor applies to a ViT or diffusion transformer (--model-kind vit).</source>
      <translation type="obsolete">图块（patch）大小和潜空间下采样倍数只适用于 ViT 或扩散 Transformer（--model-kind vit）。</translation>
    </message>
    <message>
      <source>A quote is a price per device: a server's or an instance's price is divided by its accelerators (what it was is kept). Where a sheet gives prices with and without VAT, the VAT-inclusive one is the price. The net or contract price beats list price and MSRP (kept as context). Hidden rows, columns and sheets are skipped. Subtotal, tax, shipping, installation, service and bank rows are not products.</source>
      <translation type="obsolete">报价按单卡计：整机或实例的价格除以其加速卡数（保留原来的报价对象）。表格同时给出含税和不含税价格时，以含税价为准。成交价或合同价优先于目录价和建议零售价（后者保留作参考）。隐藏的行、列和工作表会被跳过。小计、税金、运费、安装、服务和银行信息行不是产品。</translation>
    </message>
    <message>
      <source>A tuned run reaches a published benchmark's utilization; a production run loses time to restarts.</source>
      <translation type="obsolete">调优运行可达到公开基准的利用率；生产运行会因重启等损失时间。</translation>
    </message>
    <message>
      <source>Also show devices whose price is older than 18 months (left off by default; never counted best)</source>
      <translation type="obsolete">同时显示价格超过 18 个月的设备（默认不显示；不计为最优）</translation>
    </message>
    <message>
      <source>And for {name}</source>
      <translation type="obsolete">{name} 另有以下假设</translation>
    </message>
    <message>
      <source>Assumptions for every device</source>
      <translation type="obsolete">所有设备共同的假设</translation>
    </message>
    <message>
      <source>Assumptions for {name}</source>
      <translation type="obsolete">{name} 的假设</translation>
    </message>
    <message>
      <source>BF16 TFLOPS</source>
      <translation type="obsolete">BF16 TFLOPS</translation>
    </message>
    <message>
      <source>Band (days)</source>
      <translation type="obsolete">区间（天）</translation>
    </message>
    <message>
      <source>Band P10–P90 (days)</source>
      <translation type="obsolete">区间 P10–P90（天）</translation>
    </message>
    <message>
      <source>Band {lo:,.1f}-{hi:,.1f} days: utilization {ulo:.2g}-{uhi:.2g}, widened x{slo:g}-{shi:g} for the spread of published {scenario}s around the model (README, Validation).</source>
      <translation type="obsolete">区间 {lo:,.1f}-{hi:,.1f} 天：利用率 {ulo:.2g}-{uhi:.2g}，并按公开的{scenario}相对模型的离散程度放宽 ×{slo:g}-{shi:g}（见 README“Validation”）。</translation>
    </message>
    <message>
      <source>Band {lo}-{hi} days (steady state {slo}-{shi}): {drivers}.</source>
      <translation type="obsolete">区间 {lo}–{hi} 天（稳态 {slo}–{shi}）：{drivers}。</translation>
    </message>
    <message>
      <source>Band, utilization low–high (days)</source>
      <translation type="obsolete">区间：利用率低–高（天）</translation>
    </message>
    <message>
      <source>Billing period</source>
      <translation type="obsolete">计费周期</translation>
    </message>
    <message>
      <source>Bought (latest quote)</source>
      <translation type="obsolete">购买（最新报价）</translation>
    </message>
    <message>
      <source>Bought at the latest imported quote</source>
      <translation type="obsolete">按最新导入报价购买</translation>
    </message>
    <message>
      <source>Bought clusters are costed as accelerators + servers + network, recovered over the depreciation period at the cost of capital, plus facility, energy and operations. Hover a field for its source.</source>
      <translation type="obsolete">购买的集群按 加速卡 + 服务器 + 网络 计算，在折旧期内按资金成本回收，另加机房、电费和运维。将鼠标悬停在字段上可查看来源。</translation>
    </message>
    <message>
      <source>Bought: accelerators, servers and network paid up front, recovered over {years:g} years with interest; facility, energy and operations on top. Rented: the instance's price under its purchase model. Utilization {util:.0%} of the hours in a month.</source>
      <translation type="obsolete">购买：加速卡、服务器和网络一次性付款，按 {years:g} 年连同利息回收；另加机房、电费和运维。租用：实例在其购买方式下的价格。利用率为每月小时数的 {util:.0%}。</translation>
    </message>
    <message>
      <source>Break-even: months of use after which buying beats renting</source>
      <translation type="obsolete">盈亏平衡：购买优于租用所需的使用月数</translation>
    </message>
    <message>
      <source>Capital outlay {total} = accelerators {acc} + servers {srv} + network {net}.</source>
      <translation type="obsolete">资本支出 {total} = 加速卡 {acc} + 服务器 {srv} + 网络 {net}。</translation>
    </message>
    <message>
      <source>Cloud provider</source>
      <translation type="obsolete">云厂商</translation>
    </message>
    <message>
      <source>Cloud: {provider} {instance} at ${usd:,.2f}/h for {per} devices ({n:g} instances), on-demand, {region}, price as of {as_of}; source: {source}.</source>
      <translation type="obsolete">云：{provider} {instance}，每小时 ${usd:,.2f}，含 {per} 个设备（{n:g} 个实例），按需，{region}，价格日期 {as_of}；来源：{source}。</translation>
    </message>
    <message>
      <source>Compare one to four devices first (tick them in the table).</source>
      <translation type="obsolete">请先对比一到四个设备（在表格中勾选）。</translation>
    </message>
    <message>
      <source>Compare one to four devices first (tick them in the table); the report is about them.</source>
      <translation type="obsolete">请先对比一到四个设备（在表格中勾选）；报告只包含这些设备。</translation>
    </message>
    <message>
      <source>Configuration</source>
      <translation type="obsolete">配置</translation>
    </message>
    <message>
      <source>Cumulative cost over months of use (same work as {ref})</source>
      <translation type="obsolete">按使用月数累计的成本（与 {ref} 完成相同工作量）</translation>
    </message>
    <message>
      <source>Days from start to finish, restarts and checkpoints included (goodput)</source>
      <translation type="obsolete">从开始到结束的天数，含重启与检查点开销（有效时间比例）</translation>
    </message>
    <message>
      <source>Default {value} {unit}. Source: {source}</source>
      <translation type="obsolete">默认 {value} {unit}。来源：{source}</translation>
    </message>
    <message>
      <source>Device id</source>
      <translation type="obsolete">设备编号</translation>
    </message>
    <message>
      <source>EP (expert parallel)</source>
      <translation type="obsolete">EP（专家并行）</translation>
    </message>
    <message>
      <source>Exchange rates used:</source>
      <translation type="obsolete">所用汇率：</translation>
    </message>
    <message>
      <source>Exchange rates used: {rates}.</source>
      <translation type="obsolete">所用汇率：{rates}。</translation>
    </message>
    <message>
      <source>Exchange rates:</source>
      <translation type="obsolete">汇率来源：</translation>
    </message>
    <message>
      <source>FLOPs = {per:.3g} per image x {samples:.4g} images = {flops:.3g}.</source>
      <translation type="obsolete">FLOPs = 每张图像 {per:.3g} × {samples:.4g} 张 = {flops:.3g}。</translation>
    </message>
    <message>
      <source>FLOPs = {per:.3g} per image x {samples:.4g} images{views} = {flops:.3g}.</source>
      <translation type="obsolete">FLOPs = 每张图像 {per:.3g} × {samples:.4g} 张{views} = {flops:.3g}。</translation>
    </message>
    <message>
      <source>FP16 TFLOPS</source>
      <translation type="obsolete">FP16 TFLOPS</translation>
    </message>
    <message>
      <source>FP32 TFLOPS</source>
      <translation type="obsolete">FP32 TFLOPS</translation>
    </message>
    <message>
      <source>FP4 (NVFP4/MXFP4) effective peak {gain:.2g} x BF16 (band {lo:.2g}-{hi:.2g}): the family's FP8 speed-up times the published FP4-over-FP8 gain, well below the datasheet FP4 peak; source: {source}.</source>
      <translation type="obsolete">FP4（NVFP4/MXFP4）有效峰值为 BF16 的 {gain:.2g} 倍（区间 {lo:.2g}-{hi:.2g}）：该系列的 FP8 加速倍数乘以公开的 FP4 相对 FP8 增益，远低于规格书的 FP4 峰值；来源：{source}。</translation>
    </message>
    <message>
      <source>FP8 TFLOPS</source>
      <translation type="obsolete">FP8 TFLOPS</translation>
    </message>
    <message>
      <source>FP8 effective peak {gain:.2g} x BF16 (band {lo:.2g}-{hi:.2g}) for this family, not the datasheet's 2x; source: {source}.</source>
      <translation type="obsolete">该系列 FP8 有效峰值为 BF16 的 {gain:.2g} 倍（区间 {lo:.2g}-{hi:.2g}），而非规格书的 2 倍；来源：{source}。</translation>
    </message>
    <message>
      <source>FP8 effective peak {gain:.2g} x BF16 (band {lo:.2g}-{hi:.2g}): fine-grained FP8 of an MoE gains less than dense FP8; source: {source}.</source>
      <translation type="obsolete">FP8 有效峰值为 BF16 的 {gain:.2g} 倍（区间 {lo:.2g}-{hi:.2g}）：MoE 的细粒度 FP8 收益低于稠密 FP8；来源：{source}。</translation>
    </message>
    <message>
      <source>FP8 effective peak {gain:.3g} x BF16, the 8-bit gain fitted on published FP8 and INT8 runs, not the datasheet's {cap:.3g}x.</source>
      <translation type="obsolete">FP8 有效峰值为 BF16 的 {gain:.3g} 倍，即按公开 FP8 与 INT8 训练结果拟合的 8 位加速比，而非规格书的 {cap:.3g} 倍。</translation>
    </message>
    <message>
      <source>FP8 effective peak {gain:.3g} x BF16: a share {share:.2f} of the step at the datasheet FP8/BF16 ratio {ratio:.3g}, the rest at BF16 (Amdahl's law; the share fitted on published FP8 and INT8 runs: README, Validation).</source>
      <translation type="obsolete">FP8 有效峰值为 BF16 的 {gain:.3g} 倍：训练步骤中占比 {share:.2f} 的部分以数据表 FP8/BF16 比值 {ratio:.3g} 运行，其余按 BF16（阿姆达尔定律；该占比由已发表的 FP8 与 INT8 训练拟合：README，验证）。</translation>
    </message>
    <message>
      <source>FP8 effective peak {gain:.3g} x BF16: the datasheet ratio, which the 8-bit gain fitted on published FP8 and INT8 runs reaches (README, Validation).</source>
      <translation type="obsolete">FP8 有效峰值为 BF16 的 {gain:.3g} 倍：即规格书比值，按公开 FP8 与 INT8 训练结果拟合的 8 位加速比已达到该值（README，验证一节）。</translation>
    </message>
    <message>
      <source>Failures and other overhead</source>
      <translation type="obsolete">故障及其他开销</translation>
    </message>
    <message>
      <source>Fastest: {name}, {days} days (band {low}–{high}) on {n:,} devices.</source>
      <translation type="obsolete">最快：{name}，{n:,} 个设备上 {days} 天（区间 {low}–{high}）。</translation>
    </message>
    <message>
      <source>For my workload: the wall days of the workload chosen in the estimate panel on its cluster size, for every training device (the estimator's figure, its band in the estimate); hover a blank cell for why there is none.</source>
      <translation type="obsolete">我的工作负载：在训练估算面板中所选工作负载及集群规模下，每种训练设备所需的墙钟天数（估算器的结果，区间见估算面板）；空白单元格悬停可查看原因。</translation>
    </message>
    <message>
      <source>Global batch {batch:,.0f} samples ({why}); at least {floor:g} per device (source: {source}).</source>
      <translation type="obsolete">全局批量 {batch:,.0f} 个样本（{why}）；每个设备至少 {floor:g} 个（来源：{source}）。</translation>
    </message>
    <message>
      <source>INT8 TOPS</source>
      <translation type="obsolete">INT8 TOPS</translation>
    </message>
    <message>
      <source>INT8 training (quantised matmuls, Google's AQT): effective peak {gain:.3g} x BF16, a share {share:.2f} of the step at the datasheet INT8/BF16 ratio {ratio:.3g} (Amdahl's law; the share fitted on published FP8 and INT8 runs: README, Validation).</source>
      <translation type="obsolete">INT8 训练（量化矩阵乘法，Google AQT）：有效峰值为 BF16 的 {gain:.3g} 倍，训练步骤中占比 {share:.2f} 的部分以数据表 INT8/BF16 比值 {ratio:.3g} 运行（阿姆达尔定律；该占比由已发表的 FP8 与 INT8 训练拟合：README，验证）。</translation>
    </message>
    <message>
      <source>INT8 training (quantised matmuls, Google's AQT): effective peak {gain:.3g} x BF16, the 8-bit gain fitted on published FP8 and INT8 runs (README, Validation).</source>
      <translation type="obsolete">INT8 训练（量化矩阵乘，Google AQT）：有效峰值为 BF16 的 {gain:.3g} 倍，即按公开 FP8 与 INT8 训练结果拟合的 8 位加速比（README，验证一节）。</translation>
    </message>
    <message>
      <source>INT8 training (quantised matmuls, e.g. Google's AQT): effective peak {gain:.2g} x BF16; source: {source}.</source>
      <translation type="obsolete">INT8 训练（量化矩阵乘，例如 Google 的 AQT）：有效峰值为 BF16 的 {gain:.2g} 倍；来源：{source}。</translation>
    </message>
    <message>
      <source>In {cur}</source>
      <translation type="obsolete">折合 {cur}</translation>
    </message>
    <message>
      <source>Latent diffusion transformer: the VAE's downsampling factor (Stable Diffusion's VAE: 8). The VAE and any text encoder are not counted</source>
      <translation type="obsolete">潜空间扩散 Transformer：VAE 的下采样倍数（Stable Diffusion 的 VAE 为 8）。VAE 和文本编码器不计入</translation>
    </message>
    <message>
      <source>Latest imported quote</source>
      <translation type="obsolete">最新导入报价</translation>
    </message>
    <message>
      <source>Latest quotes</source>
      <translation type="obsolete">最新报价</translation>
    </message>
    <message>
      <source>Layout: TP × PP × DP, ZeRO</source>
      <translation type="obsolete">并行布局：TP × PP × DP，ZeRO</translation>
    </message>
    <message>
      <source>Layout: tensor × pipeline (interleaving) × context × data parallel</source>
      <translation type="obsolete">布局：张量 × 流水线（交错）× 上下文 × 数据并行</translation>
    </message>
    <message>
      <source>Left at 'per device family', it comes from published runs: Edit → Preferences → Estimates lists each family's figure with its sources.</source>
      <translation type="obsolete">保持“按设备系列”时，取自已发表的训练记录：编辑 → 首选项 → 估算 中列出了各设备系列的数值及其来源。</translation>
    </message>
    <message>
      <source>Licence</source>
      <translation type="obsolete">需许可</translation>
    </message>
    <message>
      <source>Line number</source>
      <translation type="obsolete">序号</translation>
    </message>
    <message>
      <source>Line total</source>
      <translation type="obsolete">金额</translation>
    </message>
    <message>
      <source>Llama 2 70B on 64 devices (TP 8): {slow} {big:+.1%} time; Llama 2 7B on one device: {one:+.1%}</source>
      <translation type="obsolete">64 个设备上的 Llama 2 70B（TP 8）：{slow} 时间 {big:+.1%}；单设备上的 Llama 2 7B：{one:+.1%}</translation>
    </message>
    <message>
      <source>LoRA fine-tune: FLOPs = 4 x {active:g}B parameters x {tokens:g}B tokens (frozen base: no weight gradients){att}{full} = {flops:.3g}.</source>
      <translation type="obsolete">LoRA 微调：FLOPs = 4 × {active:g}B 参数 × {tokens:g}B token（基座冻结：无权重梯度）{att}{full} = {flops:.3g}。</translation>
    </message>
    <message>
      <source>LoRA fine-tune: FLOPs = 4 x {active:g}B parameters x {tokens} (frozen base: no weight gradients){att}{full} = {flops:.3g}.</source>
      <translation type="obsolete">LoRA 微调：FLOPs = 4 × {active:g}B 参数 × {tokens}（基座冻结：无权重梯度）{att}{full} = {flops:.3g}。</translation>
    </message>
    <message>
      <source>LoRA: 2 bytes per frozen parameter, 16 bytes per trained adapter parameter ({share:g} of the model)</source>
      <translation type="obsolete">LoRA：每个冻结参数 2 字节，每个训练的适配器参数 16 字节（占模型的 {share:g}）</translation>
    </message>
    <message>
      <source>Memory (GB)</source>
      <translation type="obsolete">显存（GB）</translation>
    </message>
    <message>
      <source>Memory bandwidth (GB/s)</source>
      <translation type="obsolete">显存带宽（GB/s）</translation>
    </message>
    <message>
      <source>Memory per 1,000 {cur}</source>
      <translation type="obsolete">每 1,000 {cur} 显存</translation>
    </message>
    <message>
      <source>Memory: {what}, sharded by TP x PP{ep} and ZeRO-{zero}; activations for {recompute} recompute; {overhead:g} GB framework overhead.</source>
      <translation type="obsolete">显存：{what}，按 TP × PP{ep} 和 ZeRO-{zero} 切分；激活按{recompute}重计算；框架开销 {overhead:g} GB。</translation>
    </message>
    <message>
      <source>Model</source>
      <translation type="obsolete">型号</translation>
    </message>
    <message>
      <source>Needs {need:.1f} GB per device but {name} has {cap:g} GB.</source>
      <translation type="obsolete">每卡需要 {need:.1f} GB，但 {name} 只有 {cap:g} GB。</translation>
    </message>
    <message>
      <source>Next: {name}, {days} days ({gap:.0%} longer).</source>
      <translation type="obsolete">其次：{name}，{days} 天（多 {gap:.0%}）。</translation>
    </message>
    <message>
      <source>No</source>
      <translation type="obsolete">不可</translation>
    </message>
    <message>
      <source>No measured throughput for this device on this CNN: utilization {util:g} of the dense BF16 peak (band {lo:g}-{hi:g}), the spread of published CNN training runs; source: {source}.</source>
      <translation type="obsolete">该设备在此 CNN 上没有实测吞吐量：利用率取稠密 BF16 峰值的 {util:g}（区间 {lo:g}-{hi:g}，公开 CNN 训练结果的范围）；来源：{source}。</translation>
    </message>
    <message>
      <source>No price for this device under the chosen price basis: cost not estimated.</source>
      <translation type="obsolete">所选价格口径下此设备没有价格：未估算成本。</translation>
    </message>
    <message>
      <source>No price given: cheapest bundled cloud instance {provider} {instance} (${rate:,.3f} per device-hour, as of {as_of}).</source>
      <translation type="obsolete">未给出价格：使用内置最便宜的云实例 {provider} {instance}（每卡时 ${rate:,.3f}，价格日期 {as_of}）。</translation>
    </message>
    <message>
      <source>No price known for this device: give --purchase, --hourly or --cloud for a cost.</source>
      <translation type="obsolete">此设备没有已知价格：请用 --purchase、--hourly 或 --cloud 给出价格。</translation>
    </message>
    <message>
      <source>Not marked best: a bought cluster's run cost is its share of the TCO, a rented one is the bill. Read the capital outlay and the break-even beside it.</source>
      <translation type="obsolete">未标为最佳：购买集群的训练成本是其总拥有成本的分摊，租用的是账单。请结合旁边的资本支出和盈亏平衡来看。</translation>
    </message>
    <message>
      <source>Operations (staff, support contracts) not counted: set them in Preferences.</source>
      <translation type="obsolete">未计入运维（人员、支持合同）：可在首选项中设置。</translation>
    </message>
    <message>
      <source>Operations {f:.1%} of the capital outlay a year (your setting).</source>
      <translation type="obsolete">运维：每年资本支出的 {f:.1%}（您的设置）。</translation>
    </message>
    <message>
      <source>Other architecture (state-space, hybrid...): FLOPs are 6 x active parameters x tokens with no attention term, at {eff:.2g} x a transformer's matmul utilization (its sequence mixing runs outside the matmuls; fitted on published runs of such models); the layer shape is guessed from the size. Treat the figure as rougher than for a transformer.</source>
      <translation type="obsolete">其他架构（状态空间、混合结构等）：FLOPs 按 6 × 激活参数 × token 计，不含注意力项，矩阵乘利用率取 Transformer 的 {eff:.2g} 倍（其序列混合在矩阵乘之外运行；按此类模型已发表的训练拟合）；层的形状按规模推测。此结果比 Transformer 的更粗略。</translation>
    </message>
    <message>
      <source>Other architecture (state-space, hybrid...): FLOPs are 6 x active parameters x tokens with no attention term; the layer shape is guessed from the size. Treat the figure as rougher than for a transformer.</source>
      <translation type="obsolete">其他架构（状态空间、混合结构等）：FLOPs 按 6 × 激活参数 × token 计，不含注意力项；层的形状按规模推测。此结果比 Transformer 的更粗略。</translation>
    </message>
    <message>
      <source>Over the band of training time it saves {range}.</source>
      <translation type="obsolete">在训练时长区间内，节省 {range}。</translation>
    </message>
    <message>
      <source>Over the band of training time its saving runs from {low} to {high}: at the low end the other option costs less.</source>
      <translation type="obsolete">在训练时长区间内，节省额从 {low} 到 {high}：在区间低端，另一方案更便宜。</translation>
    </message>
    <message>
      <source>Owned: {how}, amortised over {years:g} years, plus {power}; servers, network and staff not included. Capital outlay for {n} devices: {outlay:,.0f} {cur}.</source>
      <translation type="obsolete">自购：{how}，按 {years:g} 年折旧，另加{power}；不含服务器、网络和人员。{n} 个设备的采购支出：{outlay:,.0f} {cur}。</translation>
    </message>
    <message>
      <source>Owned: {n} devices bought at {range} each, costed at the middle of the range ({source}{as_of}).</source>
      <translation type="obsolete">自有：{n} 台设备，购买单价 {range}，按区间中值计算成本（{source}{as_of}）。</translation>
    </message>
    <message>
      <source>Parallelism: TP {tp} x PP {pp} x DP {dp:g}{ep}, ZeRO-{zero}, {recompute} recompute; TP collectives partly overlapped with compute ({overlap:g}; source: {source}).</source>
      <translation type="obsolete">并行方式：TP {tp} × PP {pp} × DP {dp:g}{ep}，ZeRO-{zero}，{recompute}重计算；张量并行集合通信部分与计算重叠（{overlap:g}；来源：{source}）。</translation>
    </message>
    <message>
      <source>Part number</source>
      <translation type="obsolete">料号</translation>
    </message>
    <message>
      <source>Per server</source>
      <translation type="obsolete">整机</translation>
    </message>
    <message>
      <source>Pipeline bubble share of step time</source>
      <translation type="obsolete">流水线气泡占步时比例</translation>
    </message>
    <message>
      <source>Price per device under the price basis chosen above (its market is in the basis; a 'market first' basis marks a price from its second market with that market, e.g. (CN)); hover a cell for its source, date and FX rate.</source>
      <translation type="obsolete">按上方所选价格依据的单设备价格（市场包含在价格依据中；“某市场优先”的依据会把取自另一市场的价格标上该市场，例如（中国））；悬停单元格可查看来源、日期和汇率。</translation>
    </message>
    <message>
      <source>Price per hour</source>
      <translation type="obsolete">每小时价格</translation>
    </message>
    <message>
      <source>Priced at a price older than 18 months: never marked best</source>
      <translation type="obsolete">按超过 18 个月的旧价格计算：不标为最优</translation>
    </message>
    <message>
      <source>Quotes for unknown devices</source>
      <translation type="obsolete">未知设备的报价</translation>
    </message>
    <message>
      <source>Region</source>
      <translation type="obsolete">区域</translation>
    </message>
    <message>
      <source>Rented at {price:g} {cur} per device-hour ({source}).</source>
      <translation type="obsolete">按每卡时 {price:g} {cur} 租用（{source}）。</translation>
    </message>
    <message>
      <source>Reserved price per hour</source>
      <translation type="obsolete">预留实例每小时价格</translation>
    </message>
    <message>
      <source>Scale-out network (Gb/s)</source>
      <translation type="obsolete">横向扩展网络（Gb/s）</translation>
    </message>
    <message>
      <source>Scale-out network: {fabric}, {cost} per accelerator; source: {source}.</source>
      <translation type="obsolete">横向扩展网络：{fabric}，每个加速卡 {cost}；来源：{source}。</translation>
    </message>
    <message>
      <source>Scale-up bandwidth (GB/s)</source>
      <translation type="obsolete">纵向互联带宽（GB/s）</translation>
    </message>
    <message>
      <source>Scenario</source>
      <translation type="obsolete">场景</translation>
    </message>
    <message>
      <source>Scenario: {scenario} ({why}): utilization x {factor:.2f} (source: {fsource}). Goodput {goodput:g}, the share of wall time doing useful steps ({good}).</source>
      <translation type="obsolete">场景：{scenario}（{why}）：利用率 × {factor:.2f}（来源：{fsource}）。有效时间比（Goodput）{goodput:g}，即墙钟时间中执行有效训练步的比例（{good}）。</translation>
    </message>
    <message>
      <source>Servers: {system}, {per} accelerators per node, {nodes} nodes at {host} each beyond the accelerators; source: {source} ({confidence}, {as_of}).</source>
      <translation type="obsolete">服务器：{system}，每节点 {per} 个加速卡，{nodes} 个节点，除加速卡外每节点 {host}；来源：{source}（{confidence}，{as_of}）。</translation>
    </message>
    <message>
      <source>Shape efficiency: the matmuls take x{gemm:.3g} of their time at the achieved rate (intensity of {micro:,.0f}-token micro-batches against hidden {hidden:g}), the memory-bound kernels beside them add x{el:.3g} ({b:g} bytes per hidden unit, token and layer, fitted at 16-bit activations and doubled at 32-bit).</source>
      <translation type="obsolete">形状效率：矩阵乘耗时为按实际速率计算的 {gemm:.3g} 倍（{micro:,.0f} 个 token 的微批与隐藏维度 {hidden:g} 的计算强度），旁边的访存受限算子另加 {el:.3g} 倍（每个隐藏单元、每 token、每层 {b:g} 字节，按 16 位激活拟合，32 位时加倍）。</translation>
    </message>
    <message>
      <source>Shape efficiency: the matmuls take x{gemm:.3g} of their time at the achieved rate (intensity of {micro:,.0f}-token micro-batches against hidden {hidden:g}), the memory-bound kernels beside them add x{el:.3g} ({b:g} bytes per hidden unit, token and layer, fitted at 16-bit activations and doubled at 32-bit); stragglers x{lag:.3g} on {n} device.</source>
      <translation type="obsolete">形状效率：矩阵乘耗时为按实际速率计算的 {gemm:.3g} 倍（{micro:,.0f} 个 token 的微批与隐藏维度 {hidden:g} 的计算强度），旁边的访存受限算子另加 {el:.3g} 倍（每个隐藏单元、每 token、每层 {b:g} 字节，按 16 位激活拟合，32 位时加倍）；{n} 个设备上的掉队者 ×{lag:.3g}。</translation>
    </message>
    <message>
      <source>Shape efficiency: the matmuls take x{gemm:.3g} of their time at the achieved rate (intensity of {micro:,.0f}-token micro-batches against hidden {hidden:g}), the memory-bound kernels beside them add x{el:.3g} ({b:g} bytes per hidden unit, token and layer, fitted at 16-bit activations and doubled at 32-bit); stragglers x{lag:.3g} on {n} devices.</source>
      <translation type="obsolete">形状效率：矩阵乘耗时为按实际速率计算的 {gemm:.3g} 倍（{micro:,.0f} 个 token 的微批与隐藏维度 {hidden:g} 的计算强度），旁边的访存受限算子另加 {el:.3g} 倍（每个隐藏单元、每 token、每层 {b:g} 字节，按 16 位激活拟合，32 位时加倍）；{n} 个设备上的掉队者 ×{lag:.3g}。</translation>
    </message>
    <message>
      <source>Shape efficiency: the matmuls take x{gemm:.3g} of their time at the achieved rate (the intensity of {micro:,.0f}-token micro-batches against hidden {hidden:g} and the device's FLOP/s per byte).</source>
      <translation type="obsolete">形状效率：矩阵乘耗时为按实际速率计算的 {gemm:.3g} 倍（{micro:,.0f} 个 token 的微批与隐藏维度 {hidden:g} 的计算强度，对比设备每字节的 FLOP/s）。</translation>
    </message>
    <message>
      <source>Steady state (days)</source>
      <translation type="obsolete">稳态耗时（天）</translation>
    </message>
    <message>
      <source>Steady-state time / wall-clock. Left at 'from the run', it comes from failures per device-hour ({rate}; source: {source}), checkpoints and the run's length.</source>
      <translation type="obsolete">稳态时间 / 实际耗时。保留为“按训练情况”时，由每卡时故障率（{rate}；来源：{source}）、检查点和训练时长得出。</translation>
    </message>
    <message>
      <source>TDP (W)</source>
      <translation type="obsolete">TDP（W）</translation>
    </message>
    <message>
      <source>TF32 TFLOPS</source>
      <translation type="obsolete">TF32 TFLOPS</translation>
    </message>
    <message>
      <source>TP × PP × DP, ZeRO</source>
      <translation type="obsolete">TP × PP × DP，ZeRO</translation>
    </message>
    <message>
      <source>The band of training time moves both options alike: the saving stays at {saving}.</source>
      <translation type="obsolete">训练时长区间对两种方案的影响相同：节省额保持在 {saving}。</translation>
    </message>
    <message>
      <source>The catalog's base layer is {cite} (CC BY 4.0), published daily. Give its CSV (a file, or the URL below), preview the changes, then apply them. Curated rows and your own devices are not touched.</source>
      <translation type="obsolete">目录的基础层是 {cite}（CC BY 4.0），每日发布。请给出其 CSV（文件或下方网址），预览变更后再应用。人工整理的行和您自己的设备不受影响。</translation>
    </message>
    <message>
      <source>The price is of {as_of}, {months} months old: today's price may differ.</source>
      <translation type="obsolete">价格日期为 {as_of}，距今 {months} 个月：当前价格可能不同。</translation>
    </message>
    <message>
      <source>This weighs two different devices: buying {own} against renting {rent}, the cheapest rental among the options given (no rental of the {own} is among them); the same work takes {own_days} days on the one and {rent_days} days on the other.</source>
      <translation type="obsolete">此处比较的是两种不同的设备：购买 {own} 与租用 {rent}（所给选项中最便宜的租用方案，其中没有 {own} 的租用方案）；同样的训练在前者上需 {own_days} 天，在后者上需 {rent_days} 天。</translation>
    </message>
    <message>
      <source>Tick up to four devices in the table (or double-click a row) to compare them here.</source>
      <translation type="obsolete">在表格中勾选最多四个设备（或双击一行），即可在此并排对比。</translation>
    </message>
    <message>
      <source>Tokens: {samples:,.0f} samples x {seq:,.0f} tokens = {tokens:.4g}, every sample counted at the full sequence length. That is right for packed data; unpacked data padded to each batch's longest sample trains fewer tokens (instruction data is often far shorter than its length cap): enter the data's token count instead when it is known.</source>
      <translation type="obsolete">词元数：{samples:,.0f} 个样本 x {seq:,.0f} 个词元 = {tokens:.4g}，每个样本都按完整序列长度计算。这对打包（packing）的数据是准确的；未打包的数据只填充到每批中最长的样本，实际训练的词元更少（指令数据往往远短于其长度上限）：如已知数据的词元数，请改为输入该词元数。</translation>
    </message>
    <message>
      <source>Training time (days), band</source>
      <translation type="obsolete">训练时间（天），区间</translation>
    </message>
    <message>
      <source>Training time (utilization band)</source>
      <translation type="obsolete">训练时长（利用率区间）</translation>
    </message>
    <message>
      <source>Utilization {util:g} of the dense {prec} peak ({peak:g} TFLOPS), band {lo:g}-{hi:g}: an assumption, no published training throughput for {family}; source: {source}.</source>
      <translation type="obsolete">利用率为稠密 {prec} 峰值（{peak:g} TFLOPS）的 {util:g}，区间 {lo:g}-{hi:g}：这是假设，{family} 没有公开的训练吞吐量；来源：{source}。</translation>
    </message>
    <message>
      <source>Utilization {util:g} of the dense {prec} peak for {family}, set in Preferences (default {default} from {source}; band ±15%).</source>
      <translation type="obsolete">{family} 的利用率为稠密 {prec} 峰值的 {util:g}，在首选项中设置（默认 {default}，来源：{source}；区间 ±15%）。</translation>
    </message>
    <message>
      <source>Utilization {util:g} of the dense {prec} peak, set by the user (band ±15%).</source>
      <translation type="obsolete">利用率为 {prec} 稠密峰值的 {util:g}，由用户设定（区间 ±15%）。</translation>
    </message>
    <message>
      <source>VAT included ({rate:.0%})</source>
      <translation type="obsolete">含增值税（{rate:.0%}）</translation>
    </message>
    <message>
      <source>Wall time (days)</source>
      <translation type="obsolete">训练时长（天）</translation>
    </message>
    <message>
      <source>Wall-clock (days)</source>
      <translation type="obsolete">实际耗时（天）</translation>
    </message>
    <message>
      <source>Wall-clock x{factor:.3g} the steady state: failures at {rate:g} per device-hour (source: {source}) cost restarts and lost work, capped by checkpoints at the optimum interval (Young 1974). The steady state is what a throughput measurement of tuned code sees.</source>
      <translation type="obsolete">实际耗时为稳态的 {factor:.3g} 倍：故障按每卡时 {rate:g} 次（来源：{source}），带来重启与损失的计算，按最优间隔做检查点加以限制（Young 1974）。稳态即对调优代码测吞吐所见的速率。</translation>
    </message>
    <message>
      <source>Wall-clock x{factor:.3g} the steady state: failures at {rate:g} per device-hour (source: {source}) cost restarts and lost work, capped by checkpoints at the optimum interval (Young 1974); a long campaign also runs up to {other:.0%} longer than its steady-state rate (evaluation, checkpoints, stalls, restarts and code less tuned than a vendor's benchmark), building up over its first {tc:.3g} hours: fitted on published runs. The steady state is what a throughput measurement of tuned code sees.</source>
      <translation type="obsolete">实际耗时为稳态的 {factor:.3g} 倍：故障按每卡时 {rate:g} 次（来源：{source}），带来重启与损失的计算，按最优间隔做检查点加以限制（Young 1974）；长时间训练还会比稳态速率多用最多 {other:.0%} 的时间（评估、检查点、停顿、重启，以及不如厂商基准调优的代码），在最初 {tc:.3g} 小时内逐步累积：按公开训练结果拟合。稳态即对调优代码测吞吐所见的速率。</translation>
    </message>
    <message>
      <source>Wall-clock, expected (days)</source>
      <translation type="obsolete">预期实际耗时（天）</translation>
    </message>
    <message>
      <source>Yes</source>
      <translation type="obsolete">可以</translation>
    </message>
    <message>
      <source>ZeRO-{zero}, {recompute} recompute</source>
      <translation type="obsolete">ZeRO-{zero}，{recompute}重计算</translation>
    </message>
    <message>
      <source>a discount line</source>
      <translation type="obsolete">折扣行</translation>
    </message>
    <message>
      <source>a monthly price / 730 h (a month is 730 h)</source>
      <translation type="obsolete">月价 / 730 小时（一个月按 730 小时计）</translation>
    </message>
    <message>
      <source>a quantity tier of the quote in row {row} ({device}): its price is in that quote's range</source>
      <translation type="obsolete">第 {row} 行报价（{device}）的一个数量档：其价格计入该报价的价格区间</translation>
    </message>
    <message>
      <source>a server or chassis sold without accelerators (a barebone)</source>
      <translation type="obsolete">不含加速卡出售的服务器或机箱（准系统）</translation>
    </message>
    <message>
      <source>a switch, cable, network card or other component that is not an accelerator</source>
      <translation type="obsolete">交换机、线缆、网卡或其他非加速卡部件</translation>
    </message>
    <message>
      <source>auto: a production run when it lasts longer than a day, else a tuned benchmark run</source>
      <translation type="obsolete">自动：训练超过一天按生产运行计算，否则按调优基准运行计算</translation>
    </message>
    <message>
      <source>billing period</source>
      <translation type="obsolete">计费周期</translation>
    </message>
    <message>
      <source>bought at the reference price {lo:,.0f}-{hi:,.0f} {cur} ({as_of}; {source})</source>
      <translation type="obsolete">按参考价 {lo:,.0f}-{hi:,.0f} {cur} 购买（{as_of}；{source}）</translation>
    </message>
    <message>
      <source>bought at {price:,.0f} {cur} per device ({source})</source>
      <translation type="obsolete">按每卡 {price:,.0f} {cur} 购买（{source}）</translation>
    </message>
    <message>
      <source>chosen because the run is {longer} than {days:g} day</source>
      <translation type="obsolete">因运行时间{longer} {days:g} 天而选择</translation>
    </message>
    <message>
      <source>chosen by the user</source>
      <translation type="obsolete">由用户选择</translation>
    </message>
    <message>
      <source>committed terms per device-hour: {terms} {cur}</source>
      <translation type="obsolete">承诺期限的每设备小时价：{terms} {cur}</translation>
    </message>
    <message>
      <source>currency</source>
      <translation type="obsolete">币种</translation>
    </message>
    <message>
      <source>devices per item</source>
      <translation type="obsolete">每件设备数</translation>
    </message>
    <message>
      <source>each run's band of wall time, low to high</source>
      <translation type="obsolete">各次训练的时长区间，从低到高</translation>
    </message>
    <message>
      <source>energy not counted (no published TDP)</source>
      <translation type="obsolete">能耗未计（无公开 TDP）</translation>
    </message>
    <message>
      <source>energy {tdp:g} W x PUE {pue:g} x ${kwh:g}/kWh</source>
      <translation type="obsolete">电费 {tdp:g} W × PUE {pue:g} × ${kwh:g}/kWh</translation>
    </message>
    <message>
      <source>fabric must be one of {known} (got {text!r})</source>
      <translation type="obsolete">网络必须是 {known} 之一（收到 {text!r}）</translation>
    </message>
    <message>
      <source>is negative</source>
      <translation type="obsolete">为负数</translation>
    </message>
    <message>
      <source>its price is older than 18 months: marked, never best</source>
      <translation type="obsolete">其价格已超过 18 个月：已标注，不计为最优</translation>
    </message>
    <message>
      <source>lead time</source>
      <translation type="obsolete">交期</translation>
    </message>
    <message>
      <source>line total</source>
      <translation type="obsolete">行金额</translation>
    </message>
    <message>
      <source>longer</source>
      <translation type="obsolete">超过</translation>
    </message>
    <message>
      <source>model</source>
      <translation type="obsolete">型号</translation>
    </message>
    <message>
      <source>not longer</source>
      <translation type="obsolete">不超过</translation>
    </message>
    <message>
      <source>notes</source>
      <translation type="obsolete">备注</translation>
    </message>
    <message>
      <source>old price</source>
      <translation type="obsolete">旧价格</translation>
    </message>
    <message>
      <source>part number</source>
      <translation type="obsolete">料号</translation>
    </message>
    <message>
      <source>per device family</source>
      <translation type="obsolete">按设备系列</translation>
    </message>
    <message>
      <source>per scenario</source>
      <translation type="obsolete">按场景</translation>
    </message>
    <message>
      <source>price</source>
      <translation type="obsolete">价格</translation>
    </message>
    <message>
      <source>price in {cell} is empty: the line says {said!r}, not offered</source>
      <translation type="obsolete">{cell} 中价格为空：该行写明 {said!r}，未报价</translation>
    </message>
    <message>
      <source>price per hour</source>
      <translation type="obsolete">每小时价格</translation>
    </message>
    <message>
      <source>price: committed-term rates in columns {cols} ({heads}); the reserved quote is the range over the terms, each converted to a rate per hour</source>
      <translation type="obsolete">价格：{cols} 列（{heads}）为承诺期限价格；预留报价取各期限的范围，每项折算为每小时费率</translation>
    </message>
    <message>
      <source>price: one quantity break in columns {cols}; the quote is the price for the fewest units, the price past the break kept in the notes</source>
      <translation type="obsolete">价格：{cols} 列是一个数量折扣档；报价取最少数量的价格，达到折扣数量后的价格记在备注中</translation>
    </message>
    <message>
      <source>price: quantity tiers in columns {cols}; the quote is the range from the largest tier's price to the price for the fewest units, each tier kept in the notes</source>
      <translation type="obsolete">价格：{cols} 列为按数量分档的价格；报价为从最大数量档价格到最少数量价格的区间，各档价格记在备注中</translation>
    </message>
    <message>
      <source>production run</source>
      <translation type="obsolete">生产运行</translation>
    </message>
    <message>
      <source>purchase, amortised</source>
      <translation type="obsolete">采购，折旧</translation>
    </message>
    <message>
      <source>quantity</source>
      <translation type="obsolete">数量</translation>
    </message>
    <message>
      <source>quantity break: {tiers} {cur}</source>
      <translation type="obsolete">数量折扣档：{tiers} {cur}</translation>
    </message>
    <message>
      <source>quantity tiers: {tiers} {cur}</source>
      <translation type="obsolete">数量分档：{tiers} {cur}</translation>
    </message>
    <message>
      <source>reserved: committed-term columns {cells}</source>
      <translation type="obsolete">预留：承诺期限列 {cells}</translation>
    </message>
    <message>
      <source>share of a server of {n}</source>
      <translation type="obsolete">{n} 卡服务器中的一份</translation>
    </message>
    <message>
      <source>sheet {summary!r} repeats the prices of {sheets} side by side, each in a column of its own (a comparison of their offers): each of those sheets is read as an offer of its own, {summary!r} is not read twice</source>
      <translation type="obsolete">工作表 {summary!r} 将 {sheets} 的价格并排列出，每个占一列（对其报价的比较）：这些工作表各按一份独立报价读取，{summary!r} 不重复读取</translation>
    </message>
    <message>
      <source>site must be one of {known} (got {text!r})</source>
      <translation type="obsolete">站点必须是 {known} 之一（收到 {text!r}）</translation>
    </message>
    <message>
      <source>source: {source}</source>
      <translation type="obsolete">来源：{source}</translation>
    </message>
    <message>
      <source>the range merges the prices of columns {cols}, each a different commitment: the price depends on the term you choose: check it</source>
      <translation type="obsolete">该价格区间合并了 {cols} 列的价格，每列是不同的承诺期限：价格取决于您选择的期限：请核对</translation>
    </message>
    <message>
      <source>this device family's factor rests on {n:g} publisher(s) of published runs</source>
      <translation type="obsolete">该设备系列的系数仅基于 {n:g} 个发布方的已发表运行</translation>
    </message>
    <message>
      <source>this family's published production runs: {source}</source>
      <translation type="obsolete">该系列公开的生产运行：{source}</translation>
    </message>
    <message>
      <source>tuned benchmark run</source>
      <translation type="obsolete">调优基准运行</translation>
    </message>
    <message>
      <source>unknown price basis {spec!r}; use {help}</source>
      <translation type="obsolete">未知的价格口径 {spec!r}；可用：{help}</translation>
    </message>
    <message>
      <source>vendor</source>
      <translation type="obsolete">供应商</translation>
    </message>
    <message>
      <source>without VAT ({rate:.0%})</source>
      <translation type="obsolete">不含增值税（{rate:.0%}）</translation>
    </message>
    <message>
      <source>{date} · gpucompare {version} · {n} devices · {prec} dense tensor peaks (no sparsity) · prices: {basis}, {cur}</source>
      <translation type="obsolete">{date} · gpucompare {version} · {n} 个设备 · {prec} 稠密张量峰值（不含稀疏）· 价格：{basis}，{cur}</translation>
    </message>
    <message>
      <source>{file}: sheet {sheet!r} is an offer to buy ({text!r}): its prices are what the sender would pay you (a buy-back), not a sale; nothing to import</source>
      <translation type="obsolete">{file}：工作表 {sheet!r} 是收购报价（{text!r}）：其中价格是对方愿意付给您的回收价，不是销售报价；没有可导入的内容</translation>
    </message>
    <message>
      <source>{head} (TP {tp}, PP {pp}, interleaving {vpp}, EP {ep}, ZeRO-{zero}, {recompute} recompute); pipelines need at least 4 x PP / interleaving micro-batches (GPipe, arXiv:1811.06965; Megatron-LM interleaving, arXiv:2104.04473).</source>
      <translation type="obsolete">{head}（TP {tp}、PP {pp}、交错 {vpp}、EP {ep}、ZeRO-{zero}、{recompute}重计算）；流水线至少需要 4 × PP / 交错数 个微批次（GPipe，arXiv:1811.06965；Megatron-LM 交错调度，arXiv:2104.04473）。</translation>
    </message>
    <message>
      <source>{head} {price:,.4g}</source>
      <translation type="obsolete">{head} {price:,.4g}</translation>
    </message>
    <message>
      <source>{head}; it wins over {share:.0%} of the band of training time</source>
      <translation type="obsolete">{head}；在训练时长区间的 {share:.0%} 内占优</translation>
    </message>
    <message>
      <source>{images:.4g} images x {seq:,.0f} patch tokens</source>
      <translation type="obsolete">{images:.4g} 张图像 × {seq:,.0f} 个图块 token</translation>
    </message>
    <message>
      <source>{kind}FLOPs = 6 x {active:g}B active parameters x {tokens:g}B tokens{att}{full} = {flops:.3g}.</source>
      <translation type="obsolete">{kind}FLOPs = 6 × {active:g}B 激活参数 × {tokens:g}B token{att}{full} = {flops:.3g}。</translation>
    </message>
    <message>
      <source>{kind}FLOPs = 6 x {active:g}B active parameters x {tokens}{att}{full} = {flops:.3g}.</source>
      <translation type="obsolete">{kind}FLOPs = 6 × {active:g}B 激活参数 × {tokens}{att}{full} = {flops:.3g}。</translation>
    </message>
    <message>
      <source>{lora} x {eff:.2g} for FP32 on the vector units (this device's matrix units sit idle in FP32, and the families' utilization is fitted on matrix-unit runs)</source>
      <translation type="obsolete">{lora} 再 × {eff:.2g}（FP32 运行在向量单元上：本设备的矩阵单元在 FP32 下闲置，而各系列的利用率是在矩阵单元运行上拟合的）</translation>
    </message>
    <message>
      <source>{micro:,.0f} tokens per micro-batch; {m:.0f} micro-batches per data-parallel rank per step; {steps:,.0f} steps.</source>
      <translation type="obsolete">每个微批次 {micro:,.0f} 个 token；每个数据并行副本每步 {m:.0f} 个微批次；共 {steps:,.0f} 步。</translation>
    </message>
    <message>
      <source>{n:g} publisher(s) of {kind} runs in the fit</source>
      <translation type="obsolete">拟合中 {kind} 类运行仅来自 {n:g} 个发布方</translation>
    </message>
    <message>
      <source>{names}: a figure the device lacks was assumed (in red in the appendix); its band of time is widened for it.</source>
      <translation type="obsolete">{names}：设备缺少的数据按假设值计算（见附录中红字）；其训练时间区间已因此放宽。</translation>
    </message>
    <message>
      <source>{name} has no FP4 tensor throughput (or its family no published FP4 training): ran at its {fallback} effective peak.</source>
      <translation type="obsolete">{name} 没有 FP4 张量吞吐量（或其所属系列没有公开的 FP4 训练）：按其 {fallback} 有效峰值计算。</translation>
    </message>
    <message>
      <source>{name} has no FP8 tensor throughput (or no published FP8 training): ran at its BF16 peak.</source>
      <translation type="obsolete">{name} 没有 FP8 张量吞吐量（或没有公开的 FP8 训练）：按其 BF16 峰值计算。</translation>
    </message>
    <message>
      <source>{name} has no published scale-up bandwidth; assumed 32 GB/s (PCIe 3.0 x16).</source>
      <translation type="obsolete">{name} 没有公开的纵向互联带宽；假设为 32 GB/s（PCIe 3.0 x16）。</translation>
    </message>
    <message>
      <source>{name} has no scale-out network figure: {gbps:g} Gb/s per device assumed between servers (source: {source}).</source>
      <translation type="obsolete">{name} 没有机间网络（scale-out）数据：服务器之间按每卡 {gbps:g} Gb/s 假设（来源：{source}）。</translation>
    </message>
    <message>
      <source>{n} device(s) of “{name}” are no longer in the catalog</source>
      <translation type="obsolete">“{name}”中有 {n} 个设备已不在目录中</translation>
    </message>
    <message>
      <source>{n} months {price:,.4g}</source>
      <translation type="obsolete">{n} 个月 {price:,.4g}</translation>
    </message>
    <message>
      <source>{n} more input moves it less (the window's decision view lists them all).</source>
      <translation type="obsolete">另有 {n} 个输入影响更小（窗口的决策视图列出全部）。</translation>
    </message>
    <message>
      <source>{n} more inputs move it less (the window's decision view lists them all).</source>
      <translation type="obsolete">另有 {n} 个输入影响更小（窗口的决策视图列出全部）。</translation>
    </message>
    <message>
      <source>{offer}s as quoted</source>
      <translation type="obsolete">按报价的{offer}</translation>
    </message>
    <message>
      <source>{per_usd:,.6g} {currency} per US dollar, rate of {as_of} ({source})</source>
      <translation type="obsolete">每美元 {per_usd:,.6g} {currency}，汇率日期 {as_of}（{source}）</translation>
    </message>
    <message>
      <source>{prec} speed-up not applied: the CNN time comes from a measured BF16/FP16 throughput.</source>
      <translation type="obsolete">未应用 {prec} 加速：CNN 的时间来自实测的 BF16/FP16 吞吐量。</translation>
    </message>
    <message>
      <source>{rate:.3g} {dst}/{src}, rate of {as_of} ({sources})</source>
      <translation type="obsolete">{rate:.3g} {dst}/{src}（汇率日期 {as_of}；来源：{sources}）</translation>
    </message>
    <message>
      <source>{rows} Epoch AI rows read from {source}: {added} added, {changed} changed, {removed} removed; curated and custom rows are not touched</source>
      <translation type="obsolete">从 {source} 读取 {rows} 行 Epoch AI 数据：新增 {added}，变更 {changed}，删除 {removed}；人工整理的行和自定义设备不受影响</translation>
    </message>
    <message>
      <source>{tp} × {pp}{vpp} × {cp} × {dp:g}</source>
      <translation type="obsolete">{tp} × {pp}{vpp} × {cp} × {dp:g}</translation>
    </message>
    <message>
      <source>{tuned:,.0f} days at tuned-benchmark efficiency (band {lo:,.0f}-{hi:,.0f}), {prod:,.0f} days as a production run; two weeks as a production run need {need} instances</source>
      <translation type="obsolete">按调优基准效率需 {tuned:,.0f} 天（区间 {lo:,.0f}-{hi:,.0f}），按生产运行需 {prod:,.0f} 天；生产运行两周完成需要 {need} 台实例</translation>
    </message>
    <message>
      <source>{what}= needs a price, e.g. {what}=25000 (got {text!r})</source>
      <translation type="obsolete">{what}= 需要一个价格，例如 {what}=25000（收到 {text!r}）</translation>
    </message>
    <message>
      <source>{workload}: measured {value:,.0f} samples/s per device ({as_of}; source: {source}), i.e. {util:.3g} of the dense peak; communication modelled on top.</source>
      <translation type="obsolete">{workload}：实测每设备 {value:,.0f} 样本/秒（{as_of}；来源：{source}），即稠密峰值的 {util:.3g}；通信在此基础上建模。</translation>
    </message>
    <message>
      <source>{workload}: no measured throughput for this device at this precision: {flops:.3g} FLOPs per image at {util:.2g} of the dense peak plus {bpf:.2g} bytes of memory traffic per FLOP, both fitted on the vendors' throughput tables (NVIDIA Deep Learning Examples, Habana, MindSpore).</source>
      <translation type="obsolete">{workload}：此设备在此精度下没有实测吞吐：每张图像 {flops:.3g} FLOPs，按稠密峰值的 {util:.2g} 计，另加每 FLOP {bpf:.2g} 字节的显存访问，二者均按厂商吞吐表拟合（NVIDIA Deep Learning Examples、Habana、MindSpore）。</translation>
    </message>
    <message>
      <source>{workload}: no measured throughput for this device at this precision: {flops:.3g} FLOPs per image at {util:.2g} of the dense peak plus {bpf:.2g} bytes of memory traffic per byte of stored activations, both fitted on the vendors' throughput tables (NVIDIA Deep Learning Examples, Habana, MindSpore).</source>
      <translation type="obsolete">{workload}：此设备在此精度下没有实测吞吐：每张图像 {flops:.3g} FLOPs，按稠密峰值的 {util:.2g} 计，另加每字节存储激活 {bpf:.2g} 字节的显存访问，二者均按厂商吞吐表拟合（NVIDIA Deep Learning Examples、Habana、MindSpore）。</translation>
    </message>
    <message>
      <source>¥ read as Chinese yuan (CNY); it could be Japanese yen</source>
      <translation type="obsolete">¥ 按人民币（CNY）读取；也可能是日元</translation>
    </message>
  </context>
</TS>
