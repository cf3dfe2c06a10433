import { PILLS } from './crisis-text.ts';

/**
 * Crisis said without its words: each sign below alone is an everyday sentence ("what's the point
 * of anything", "i'm checking out soon", "i looked up how many of my sleeping pills"), but two of
 * different kinds together are how people say it indirectly ("what's the point of anything, i'm
 * checking out soon"). So are a time set and the act said without its word, where they close the
 * sentence ("my countdown ends sunday and so do i"). The patterns of `crisis.ts` hear one wording
 * each; these hear any pairing. Read on `crisisText`.
 */

type Sign = 'despair' | 'absence' | 'preparation' | 'means' | 'young' | 'decided' | 'resolved' | 'act' | 'drawn' | 'absolution';

const SIGNS: Record<Sign, RegExp> = {
  // Turning away from living: no point, done fighting, everyone fine without me.
  despair:
    /\b(?:what (?:is )?the point(?! of (?:this|that|the|a|an|buying|going|doing|paying|getting|having|trying (?:to|this|that))\b)|no point(?= any ?more\b| in (?:living|trying|anything|going on|life|being here|waking up)\b|$)|done fighting(?! (?:with|over|about|for)\b)|tired of (?:being here|everything|it all|life|living|fighting|trying|existing|being me|being alive|waking up|pretending(?! to))|(?:can not|cannot) (?:do this|take (?:it|this)|go on|keep going) any ?more|i can not any ?more$|giv(?:ing|en) up on (?:everything|life|myself)|hopeless|no hope|nothing left for me(?: here| anymore)?|nothing left|i have nothing left|nothing matters|no way out|(?:so )?done with (?:everything|it all|life|this life|living)|i am (?:so )?done$|worthless|no one (?:cares|would care|loves me|needs me|would miss me)|(?:i am|i feel like|i have become|being) (?:such |just |only |nothing but )?a burden|(?:a )?burden (?:to|on) (?:everyone|everybody|my|them|others|people|this earth|the world|this world)|(?:a|such a) (?:weight|drain) (?:on|to|for) (?:everyone|everybody|my|them|others|people)|(?:a|such a|nothing but a) (?:disgrace|disappointment|failure|embarrassment) to (?:my|everyone|everybody|them)|(?:tired|done) with all of it|tired of all of it|better off without me|(?:will|would) (?:all )?be (?:fine|okay|ok|happier) without me(?! (?:for|while|at|on|this|next|during|when|until|till|tonight|today|tomorrow)\b)|(?:everyone|they|the world|my family|people) would be (?:fine|better|happier|okay|ok) (?:if i|without me)|hate my life|hurts too much|want (?:the|this|all the) pain to (?:stop|end)|empty inside|the voices|nothing (?:keeping|holding) me here|no reason to stay|at peace with (?:it|dying)$|deserve to (?:bleed|suffer|be punished|die|hurt)|my life is over|not worth living|what is the use|no fight left|nothing left in me|no one would (?:even )?(?:miss|notice) me|i give up$|(?:raise|love|care for) (?:them|him|her|my \w+) better than (?:me|i (?:can|could|do|would))$|no (?:version of the )?future (?:with|for) me|self hatred is winning|regret having me|(?:better off|happier|fine) with me(?= (?:in the ground|gone|dead|out of the way)\b))\b/g,
  // Being gone, a last goodbye: not around anymore, checking out soon, tonight i let go.
  absence:
    /\b(?:not (?:be )?around any ?more|will not be (?:here|around)(?! (?:this|next|for (?:the|a|this|my|our) (?:\w+ )?(?:weekend|week|day|night|month|summer|semester|holidays?|trip|party|game|match|meeting|class|practice|service|dinner|lunch|event|wedding|birthday|shower|show|concert|recital|reunion|holiday|christmas|thanksgiving|easter|retreat|season|tournament|conference|funeral)s?)\b)|not be here (?:for|next|any ?more|much longer)|when i am (?:gone|not here|not around)|after i am gone|(?:stop|stopped|quit) showing up (?:to|for) life|checking out(?= (?:soon|for good|early|tonight|now)\b|$| (?:\w+ ){1,3}for good\b)|goodbye (?:\w+ )?(?:family|friends|world)\b|one last (?:time|night|day|goodbye)|tonight i (?:let go|go|am done|end)$|let go tonight|and that it$|let(?:ting)? go$|my goodbyes|goodbye everyone|this is my goodbye|saying goodbye to (?:everyone|everything|the world|life)|no one will (?:notice|miss me|care|even know)|will not (?:need|be needing) (?:any of )?(?:them|it|anything)|never see (?:them|anyone) again|(?:hopefully|probably|maybe) the last (?:one|time)|the last (?:thing|post|message|time) i (?:will )?ever|if i (?:was|were) gone|never come back|in the ground|for always|disappear\w*|vanish\w*|fade away|not (?:wake|waking) up(?! (?:groggy|tired|sore|early|late|on time|in time|with|at night|during|in the (?:night|cabin|tent|dorm|hotel|bunk))\b)|slip away(?: tonight| for good| forever| quietly)?$|(?<!could )(?:rest|go quiet|be quiet|sleep) (?:for good|forever)|until i can finally rest$|not come back$|the last thing i am (?:doing|saying|posting|writing)|(?:youll|you will|they will|theyll|shell|she will|he will|hell) (?:know|understand) why$|if i am not (?:online|here|around|on here) tomorrow|getting older than this|i know how i am going to go$|it not your fault$|this is my last (?:week|day|night|month)$|(?<=\b(?:stop being|gone|leave|leaving|out|down|away|rest)\b(?: \w+){0,6} )for good$|not (?:planning on|planning to|going to|gonna) (?:come|coming|swim|swimming|walk|walking|drive|driving) (?:back|home)$|and not come home$|(?:need|take) (?:any of )?(?:it|them|this) where i am going$|(?:understand|know) why i (?:had to|have to|needed to) (?:go|leave|do it|do this)\b|(?:its|it is) the last time$|without (?:her|him|them|anyone) (?:figuring out|knowing|realizing|noticing)|(?:coming|going) home early(?! from)|(?:let me|ready to|choosing to|time to|want to) depart(?! (?:for|from|to|on|at)\b)|(?:receive|take|catch) my (?:spirit|soul)|jesus catch me|depart in peace|not (?:making|going to make|gonna make) it to (?:\d+|my (?:\w+ )?birthday|christmas|next (?:year|week|month))|not (?:going on|living|lasting|making it|staying) past (?:this|next|tonight|today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|will not be back(?: \w+)? (?:or ever|ever again)|nothing left to do but (?:go|leave|wait)$|see (?:grandpa|grandma|grandfather|grandmother|mother|father|my \w+|him|her|them) again (?:real |very |so )?soon(?=$| i )|heaven (?:gains|gets|is getting) (?:an|another|one more) angel|(?:never|not) coming back$|bye everyone|see you (?:soon|on the other side)$|when i am dead|(?:understand|know) why i did (?:it|this)|(?:till|until) it is over$|planning my exit(?! (?:strategy|plan|from|out of)\b))\b/g,
  // Putting one's affairs in order: a will at twenty-four, the cat given away, a date picked.
  preparation:
    /\b(?:letters? to (?:everyone|all|each of) (?:i love|my)|(?:wrote|written|writing|made|making|updated|updating) (?:my|a) (?:will|note)\b|(?:giving|gave|given|give) (?:away )?my (?:cat|dog|pets?|things|stuff|belongings)(?! (?:her|his|its|their|a|the) (?:\w+ )?(?:pills|meds|medicine|medication|shots?|bath|food|dinner|treats?)\b)|gave away|picked a date$|set a date$|stockpil\w*|sav(?:ed|ing) up (?:all )?(?:of )?(?:my |her |his )?(?:sleeping )?(?:pills|meds)|(?:pills|meds) (?:are|is) saved up|looked up how (?:many|much) (?:\w+ ){0,5}(?:it would take$|would it take$|would be enough$|would kill|is lethal|is fatal|to die|to not wake up)|beneficiary|(?:put|putting|getting) my affairs in order|made up my mind(?! (?:to|about)\b)|goodbye (?:letters?|notes?|videos?)|(?:my last|final) (?:bible )?(?:post|message|words|letter|note|search)|(?:wrote|written|writing|left|finished) (?:(?!christmas|thank|love|cover|recommendation|reference)\w+ )?letters (?:to|for) (?:my|each|everyone|mother|father|them|the kids|the children)|(?:get|gets|have|collect|will have) (?:the|my) (?:life )?insurance(?: money| payout)?|close (?:all )?(?:of )?my accounts|(?:at|for) my (?:own )?funeral|there (?:is )?enough$|counted (?:out )?(?:my|every|all (?:the|my)) (?:pills?|meds|tablets)|hoard\w* my (?:pills|meds|tablets|antidepressants|painkillers|sleeping pills|insulin)|deleted (?:all )?(?:of )?my accounts|sat there (?:\w+ ){0,5}deciding$|counting down the days|(?:finished|signed|did|done) my will|my will is (?:signed|done|finished|written|updated)|(?:the|my|all the|all my) (?:letters|notes|goodbyes) are (?:written|done|finished)|(?:wrote|written|writing|finished) (?:the|all the|all my|my) (?:letters|notes|goodbyes)|funeral (?:songs?|hymns?|music|outfit|clothes|plans?) (?:all )?(?:picked|chosen|planned|ready|written)|paid for my (?:own )?(?:cremation|funeral|burial|plot|casket|headstone)|where (?:all )?(?:the|my) (?:important )?(?:papers|documents|passwords) (?:are|is)|found a (?:good |new |loving )?home for my \w+|(?:sent|texted|messaged|told) (?:everyone|everybody|all the people) i love|(?:tying|tie|tied) up (?:all )?(?:the |my )?loose ends|my \w+ (?:go|goes) to \w+ (?:and )?my \w+ (?:go |goes )?to|my ashes (?:to|in|into|over|scattered)|rehom(?:ed|ing) (?:my|our)|cancel(?:l?ed|l?ing) (?:all )?(?:of )?my subscriptions|(?:gets|get|will get|will have) my (?:savings|money)(?! to| for)|for after$|signed over(?! to)|(?:is|put it|put everything|are) (?:now )?in (?:her|his|their) name|the note is (?:in|on|under)|who (?:will )?(?:feeds?|walks?|waters?|takes? care of) (?:the|my) (?:fish|cats?|dogs?|pets?|plants|rabbits?)|(?<!\b(?:i|you|we|they|he|she|it) )(?:will|note|letters|notes|goodbyes) (?:made|written|done|signed|finished|sent)(?! (?:by|for|to|in|at|on|with)\b))\b/g,
  // The means and the places.
  means: new RegExp(
    String.raw`\b(?:${PILLS}|pistol|rifle|shotgun|12 gauge|bullet(?! journal| points?| list)|firearm|revolver|(?:car|engine) running|exhaust|bluff|at full speed|oxy\w*|bottle of|overdose|gun|rope|noose|razor|blades?|bleed out|(?:on|off|from|to|at|near|over|onto|by|up on) (?:the |a |this |that |my )?(?:roof|rooftop|ledge|bridge|edge|tracks|platform|balcony|cliffs?|overpass)|knife|wrists?|take all of (?:it|them)|taking all of (?:it|them)|all of them at once|(?:heart|insulin|blood pressure) (?:pills|meds|medicine|medication)|stopped taking my|in front of (?:a|the) (?:car|truck|bus|train)|off the road|(?:walk|walking|drive|driving) into the (?:lake|river|sea|ocean|water)|which bridge$|lie down in the (?:snow|road|street|water)|knives|pocket ?knife|box cutter|the median|not turning the wheel|(?:\d+(?:st|nd|rd|th)?|top) floor (?:balcony|window|roof|ledge)|(?:bridge|overpass|tracks|cliffs?|dam) (?:is|are) (?:\d+|a few|five|ten|two) (?:min|mins|minutes|miles|blocks)|swallow (?:them|it) all|swallow all of (?:them|it)|off (?:the |a )?(?:pier|dock|parking garage|building)|(?:train|truck|bus) (?:never|does not|will not) (?:stops?|brakes?|slows? down)|cut(?:ting)? (?:deeper|deep enough)|under the (?:bath )?water)\b`,
    'g',
  ),
  // A time set or a mind made up: tonight, at 2am, on the 15th, before christmas eve, when the semester ends, three days left, i checked.
  decided:
    /\b(?:tonight(?! at (?:the|my|our|a|his|her)\b)|tomorrow night|at (?:midnight|dawn|sunrise|\d{1,2}(?::\d\d)? ?(?:am|pm)?)|(?:this|next|on|by|until|before|after) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)|(?:on|before|after|by) (?:the )?\d{1,2}(?:st|nd|rd|th)\b|(?:on|by|before|at) (?:christmas|new year|new years|thanksgiving|easter|my birthday|the anniversary)(?: eve| day)?|(?:\w+ )?days? left|count ?down|counting down|the day (?:that )?i|that is when|is when i|i (?:have )?decided|i checked|(?:it is|got it|have it|all) planned|i have a plan|when (?:the|my|this) (?:\w+ ){0,2}(?:ends|is over|is up|hits|is done|is due)|after (?:the funeral|rent|my \w+ (?:surgery|graduation|recital|birthday|wedding))|as soon as)\b/g,
  // The act said without its word: i'm doing it, i end too, then i'm gone, i'll follow her, it's over for me, then nothing.
  act: /\b(?:(?:i am|i will|i|am|gonna|going to) (?:do(?:ing)? it|end(?:ing)? (?:it(?! with)|me|myself|too))|i (?:can )?(?:finally )?go(?: too)?$|i can finally go|(?:i am|i will be|then i am) gone|stop existing|i (?:will|am going to|am gonna) (?:follow|join|be with) (?:her|him|them)(?=$| tonight| soon| today| forever| again| now| when| on| at| by| before| after| this| next)|(?:follow|join) (?:her|him|them)$|(?:it is|it will be|all) over for me|i end too|i am going with (?:him|her|them)|finish(?:ing)? (?:myself|dying)|go through with it|help(?:ing)? (?:myself|it|things) along|tak(?:e|ing) myself out of (?:the picture|this world|the equation)|and so do i$|perfect time for me to go|then nothing$|after that nothing|there will not be a me|give (?:you|god|him) back (?:this|my) life|give (?:this|my) life back|(?:(?:i am )?(?:going to|gonna|about to) |i will |time to )?(?:fix (?:their|his|her|your|gods?) mistake|remove the problem(?: for good)?)$|(?:might|may) as well finish the job$|so (?:that )?it (?:actually|finally|really) works$|thinks? i am joking but i am not|and i (?:do not|dont) mean (?:a|an|the|like a|my) \w+(?: \w+)?$|not from my (?:job|school|house|marriage|church|family)$)\b/g,
  // A mind made up and said so: it is decided, the day picked, how already planned, only the nerve wanting.
  resolved:
    /\b(?:(?:already|its|it is|it has been|it was) decided|(?:pick|picked|set|chose|choose|chosen|choosing|picking) (?:a|the) (?:day|date)(?! for (?!the (?:first|last|\d+(?:st|nd|rd|th)?|end|middle) of\b))(?! (?:of|to|with|in)\b)|planned (?:how|when)(?! (?:to|we|you|they)\b)|(?:the one|i am the one|i will be the one) who decides when|(?:bridge|date|day|spot|place|method|rope|pills|time and place) (?:picked|chosen|decided|bought|ready)(?! (?:for|up|out|to|by|at|in|on|with)\b)|just need (?:the )?(?:courage|nerve)(?! to (?:ask|tell|talk|speak|say|call|apply|quit|try|sign|propose|confront|go back|share|sing|preach|pray)\b))\b/g,
  // Drawn to it: how quick it would be, leaning further over, the knives looked at differently now.
  drawn:
    /\b(?:how (?:quick|easy|fast|simple|painless) it would (?:all )?be$|would be so (?:easy|quick|simple)$|would (?:fix|solve) (?:everything|it all|all of (?:this|it))$|lean\w* (?:a (?:little|bit) )?(?:further|farther) over|different(?:ly)? now$|(?:weirdly|strangely|oddly) (?:calm|peaceful|at peace))\b/g,
  // Forgiveness asked ahead, or a sorry said last: told beside the means, a plan or affairs put in order, not beside despair alone.
  absolution:
    /\b(?:will god (?:still )?forgive (?:me|you|someone)|does god (?:still )?forgive (?:you|me|someone) if|please forgive me(?: lord| god| jesus)?$|sorry (?:mother|father|god|lord|jesus|everyone|everybody|guys|y all|all)$|tell (?:her|him|them|mother|father|grandmother|grandfather|my \w+) (?:i am )?sorry$|is god (?:angry|mad) (?:at|with) (?:me|you|someone) if|need forgiveness$|(?:forgiveness|forgive me) (?:ahead of time|in advance)|sorry for being (?:so much |such )?(?:trouble|a burden|a problem)|will god (?:still )?(?:watch over|take care of|look after) (?:my|them|him|her))\b/g,
  // Young: a will or a funeral planned at sixteen or twenty-four is not an estate put in order.
  young: /\b(?:i am|at|i turned|turning) (?:1[2-9]|2[0-5])(?: years old)?\b/g,
};

/** Forgiveness asked ahead tells beside these only: "will god forgive me, i am so tired" is guilt. */
const ABSOLVED_WITH: ReadonlySet<Sign> = new Set(['means', 'preparation', 'resolved', 'act', 'absence']);

/** Two of these count: giving the cat away and writing one's will, no one noticing when one is not around. */
const TWICE_TELLS: ReadonlySet<Sign> = new Set(['preparation', 'absence']);

/**
 * Does a sign of one kind, then one of another, tell? Youth tells only with affairs put in order. A time set tells before
 * any sign but the means ("tonight, goodbye everyone"), and after only the act ("i'm doing it tonight"): "my pills
 * tonight" is a dose.
 */
const tellTogether = (first: Sign, then: Sign) => {
  if (first === 'absolution' || then === 'absolution') return ABSOLVED_WITH.has(first === 'absolution' ? then : first);
  if (then === 'decided') return first === 'act';
  if (first === 'decided') return then !== 'means' && then !== 'young';
  if (first === 'young' || then === 'young') return first === 'preparation' || then === 'preparation';
  return first !== then || TWICE_TELLS.has(first);
};

/** A time set or the act tells only where it is how the sentence ends, close to the other sign: a reason said after it is everyday. */
const PLAN: ReadonlySet<Sign> = new Set(['decided', 'act']);
const MOST_WORDS_BETWEEN = 4;

const toldAsAPlan = (text: string, first: Given, then: Given) => {
  if (then.end < text.length) return false;
  const between = text.slice(first.end, then.start).split(' ').filter(Boolean).length;
  return between <= (then.sign === 'decided' ? 0 : MOST_WORDS_BETWEEN);
};

/**
 * Everyday reasons given with the signs: travel and pictures ("i'm stockpiling my meds for the trip"), a fast from
 * screens, an estate put in order with age ("writing my will and giving my things to my kids as i get older"), a will
 * written young because a parent died without one, a will a couple writes or a guardian named for the children, a call to
 * one's psychiatrist or sponsor, a week away from small group, a grandfather in hospice, pills counted into a pillbox for the week ahead or so as not to take a double dose, things
 * given away for a dorm or a new start, a dog given to a farm, a storm or a beach ahead, tools left out, a burden felt
 * asking for help.
 */
const EVERYDAY_REASONS =
  /\b(?:trip|vacation|holiday|travel|flight|conference|out of town|for the (?:week|weekend)|photo|picture|selfie|detox|fast|fasting|lent|sabbatical|lawyer|attorney|estate|retire\w*|get(?:ting)? older|old age|grandchildren|grandkids|downsiz\w*|allerg\w*|moving|inherit\w*|thrift|goodwill|charity|donat\w*|outgrew|declutter\w*|dorm|camp|new starts?|new (?:job|city|owners?|apartment|house|place)|farm|died without (?:one|a will)|guardian\w*|we (?:are )?(?:writing|making|updating|wrote|made) (?:a|our) wills?|call (?:my|a|the) (?:psychiatrist|therapist|doctor|counselor|pastor|sponsor)|the week ahead|small group|hospice|pill ?box|pill organi[sz]er|refill\w*|pharmacy|double dos\w*|(?:missed|skipped|forgot) a dose|tools|beach|storm|baptism|baptiz\w*|hurricane|canned food|power outage|emergency kit|burden (?:asking|when i ask|by asking|for asking|to ask)|(?:at|turning|turned) [5-9]\d(?! ?(?:mg|pills|tablets|am|pm|mph|percent)))\b/;

interface Given {
  sign: Sign;
  start: number;
  end: number;
}

/** Each sign a text gives, and where. */
const signsGiven = (text: string): Given[] =>
  (Object.keys(SIGNS) as Sign[]).flatMap((sign) => [...text.matchAll(SIGNS[sign])].map((m) => ({ sign, start: m.index, end: m.index + m[0].length })));

/**
 * Do two signs together say what no single pattern heard? Two in different words ("counted my pills" is one
 * sign, not a preparation and a means), of different kinds or of a kind that tells twice. In order of where
 * they start, each sign is set against every sign that ended before it.
 */
export const signsTogether = (text: string): boolean => {
  if (EVERYDAY_REASONS.test(text)) return false;
  const given = signsGiven(text).sort((x, y) => x.start - y.start);
  return given.some((then, at) =>
    given
      .slice(0, at)
      .some(
        (first) =>
          first.end <= then.start &&
          tellTogether(first.sign, then.sign) &&
          ((!PLAN.has(first.sign) && !PLAN.has(then.sign)) || toldAsAPlan(text, first, then)),
      ),
  );
};

/** A time set or youth is no sign alone: "i am going to treat myself tonight". */
const SIGNS_ALONE = (Object.keys(SIGNS) as Sign[]).filter((sign) => sign !== 'decided' && sign !== 'young').map((sign) => SIGNS[sign]);

/**
 * Does the text give a sign with no everyday reason beside it? One sign alone is an everyday sentence, but where the
 * learned readings already lean toward a crisis it is what they need to be sure: "15 and wrote my last note, its under
 * my pillow for my parents to find" (words 0.79), "going to the bridge after school so she can finally be happy"
 * (meaning 0.83).
 */
export const givesASign = (text: string): boolean => !EVERYDAY_REASONS.test(text) && SIGNS_ALONE.some((sign) => text.search(sign) >= 0);
